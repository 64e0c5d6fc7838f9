import { useTranslation } from '../../i18n/use-translation';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { FeaturedDishes } from './featured-dishes';
import { Hero } from './hero';
import '../../i18n/sections/home';

function InfoBlock({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', bgcolor: '#fbe6d9', borderRadius: '50%', p: 1.5, display: 'flex' }}>
        {icon}
      </Box>
      <Box>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: 26, md: 32 }, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero />
      <Box sx={{ bgcolor: '#fff', py: { xs: 6, md: 9 }, px: 2 }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <InfoBlock id="about-title" title={t('home.aboutTitle')} icon={<RestaurantIcon fontSize="large" />}>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('home.aboutText1')}
            </Typography>
            <Typography color="text.secondary">{t('home.aboutText2')}</Typography>
          </InfoBlock>
          <InfoBlock id="availability-title" title={t('home.availabilityTitle')} icon={<EventAvailableIcon fontSize="large" />}>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('home.availabilityText1')}
            </Typography>
            <Typography color="text.secondary">{t('home.availabilityText2')}</Typography>
          </InfoBlock>
        </Box>
      </Box>
      <FeaturedDishes />
    </>
  );
}
