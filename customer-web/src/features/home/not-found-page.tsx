import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths';
import '../../i18n/sections/home';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 36 }, mb: 2 }}>
        {t('home.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('home.notFoundText')}
      </Typography>
      <Button component={RouterLink} to={paths.menu} variant="contained">
        {t('home.browseMenu')}
      </Button>
    </Box>
  );
}
