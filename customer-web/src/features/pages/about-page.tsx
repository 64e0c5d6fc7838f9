import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { InfoBlock, StaticPage } from './static-page';
import '../../i18n/sections/pages';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage title={t('pages.about.title')} lead={t('pages.about.lead')}>
      <InfoBlock title={t('pages.about.storyTitle')}>{t('pages.about.storyText')}</InfoBlock>
      <InfoBlock title={t('pages.about.scheduleTitle')}>{t('pages.about.scheduleText')}</InfoBlock>
      <InfoBlock title={t('pages.about.seasonalTitle')}>{t('pages.about.seasonalText')}</InfoBlock>
      <Button component={RouterLink} to="/menu" variant="contained" size="large">
        {t('pages.about.viewMenu')}
      </Button>
    </StaticPage>
  );
}
