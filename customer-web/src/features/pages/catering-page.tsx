import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { InfoBlock, StaticPage } from './static-page';
import '../../i18n/sections/pages';

export function CateringPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('pages.catering.title')} lead={t('pages.catering.lead')}>
      <InfoBlock title={t('pages.catering.menusTitle')}>{t('pages.catering.menusText')}</InfoBlock>
      <InfoBlock title={t('pages.catering.sizeTitle')}>{t('pages.catering.sizeText')}</InfoBlock>
      <InfoBlock title={t('pages.catering.howTitle')}>{t('pages.catering.howText')}</InfoBlock>
      <Box>
        <Button component={RouterLink} to="/contact" variant="contained" size="large">
          {t('pages.catering.quote')}
        </Button>
      </Box>
    </StaticPage>
  );
}
