import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InfoBlock, StaticPage } from './static-page';

export function CateringPage() {
  return (
    <StaticPage
      title="Catering"
      lead="Home-style food for your gatherings: family functions, office lunches, pujas and parties."
    >
      <InfoBlock title="Menus for your event">
        Choose from our regular dishes or ask for a menu made for your occasion, vegetarian and non-vegetarian.
      </InfoBlock>
      <InfoBlock title="Any size">
        From a lunch for ten to a celebration for a hundred, we cook in batches sized for your guests.
      </InfoBlock>
      <InfoBlock title="How it works">
        Tell us the date, the number of guests and what you have in mind. We reply with a menu and a quote.
      </InfoBlock>
      <Box>
        <Button component={RouterLink} to="/contact" variant="contained" size="large">
          Get a Quote
        </Button>
      </Box>
    </StaticPage>
  );
}
