import { useTranslation } from '../i18n/use-translation';
import { NavLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { LanguageMenu } from '../components/language-menu';
import { HeaderSearch } from '../features/search/header-search';
import { navLinkClass, type NavItem } from './nav-links';

export function MobileNavDrawer({ open, links, onClose }: { open: boolean; links: NavItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('header.mainNav')} sx={{ width: 290, p: 2 }}>
        <Box sx={{ mb: 2 }}>
          <HeaderSearch fullWidth />
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {links.map((link) => (
            <li key={link.to}>
              <Button
                component={NavLink}
                to={link.to}
                end
                className={navLinkClass(link, pathname)}
                fullWidth
                onClick={onClose}
                sx={{ justifyContent: 'flex-start', color: 'text.primary', py: 1.25, '&.active': { color: 'primary.main' } }}
              >
                {t(link.label)}
              </Button>
            </li>
          ))}
        </Box>
        <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <LanguageMenu fullWidth />
        </Box>
      </Box>
    </Drawer>
  );
}
