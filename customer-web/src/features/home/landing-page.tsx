import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import { FeaturedDishes } from './featured-dishes';
import { Hero } from './hero';

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
  return (
    <>
      <Hero />
      <Box sx={{ bgcolor: '#fff', py: { xs: 6, md: 9 }, px: 2 }}>
        <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <InfoBlock id="about-title" title="About Home Kitchen" icon={<RestaurantIcon fontSize="large" />}>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              We are a small kitchen cooking the food we grew up with: slow-simmered curries, crisp dosas and fresh
              breads, made in small batches with seasonal vegetables and spices we grind ourselves.
            </Typography>
            <Typography color="text.secondary">
              Every dish is cooked on the day you collect it. Order online, choose cash on pickup or pay online, and
              pick up your meal in the window shown on the menu.
            </Typography>
          </InfoBlock>
          <InfoBlock id="availability-title" title="Dynamic Availability" icon={<EventAvailableIcon fontSize="large" />}>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              Some of our dishes are seasonal, cooked only on certain days or at certain hours. The menu shows what is
              cooking next, the time orders close and how many portions are left.
            </Typography>
            <Typography color="text.secondary">
              When a dish sells out or its order time passes it says so right away, so you never order something we
              cannot cook for you.
            </Typography>
          </InfoBlock>
        </Box>
      </Box>
      <FeaturedDishes />
    </>
  );
}
