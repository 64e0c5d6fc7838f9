import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { InfoBlock, StaticPage } from './static-page';

export function AboutPage() {
  return (
    <StaticPage
      title="About Home Kitchen"
      lead="Home-style meals, cooked fresh in small batches and ready for pickup when you are."
    >
      <InfoBlock title="Our story">
        Home Kitchen began with a simple idea: food that tastes like it came from your own kitchen. Every dish is made the
        way it is at home, with fresh ingredients, everyday spices and no shortcuts.
      </InfoBlock>
      <InfoBlock title="Cooked to a schedule">
        We cook each dish on set days in limited quantities, so nothing sits waiting. Order before the cutoff shown on the
        menu, then pick your meal up in its pickup window.
      </InfoBlock>
      <InfoBlock title="Seasonal and fresh">
        Our menu follows the seasons. Some dishes appear only on certain days or at certain hours; the menu always shows
        what you can order right now and how many portions are left.
      </InfoBlock>
      <Button component={RouterLink} to="/menu" variant="contained" size="large">
        View Menu
      </Button>
    </StaticPage>
  );
}
