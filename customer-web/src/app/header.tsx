import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { LanguageMenu } from '../components/language-menu';
import { visuallyHidden } from '../components/visually-hidden';
import { HeaderSearch } from '../features/search/header-search';
import { hidesLoginLink, paths } from '../config/paths';
import { useHydrated } from '../lib/use-hydrated';
import { useAuthStore } from '../stores/auth-store';
import { useCartCount } from '../stores/cart-store';
import { navLinkClass, type NavItem } from './nav-links';

// The drawer is only needed on small screens once opened, so it stays out of the first load.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer').then((m) => ({ default: m.MobileNavDrawer })));

const NAV_LINKS: NavItem[] = [
  { to: paths.home, label: 'header.home' },
  { to: paths.menu, label: 'header.menu', alsoActiveUnder: paths.food('') },
  { to: paths.tiffin(), label: 'header.tiffin', alsoActiveUnder: paths.tiffin() },
  { to: paths.catering, label: 'header.catering' },
  { to: paths.about, label: 'header.about' },
];

/** `overlay` sits on the landing page's hero (a different header variant). */
export type HeaderVariant = 'overlay' | 'solid';

function initialsOf(name: string | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('') || '?'
  );
}

export function Header({ variant }: { variant: HeaderVariant }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPath, setDrawerPath] = useState(pathname);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const user = useAuthStore((state) => state.user);
  const hydrated = useHydrated();
  // A prerendered page was drawn signed out with an empty cart; this browser's account and count show right after
  // hydration, so a signed-in visitor's browser adopts the served page too.
  const signedIn = useAuthStore((state) => Boolean(state.token)) && hydrated;
  const cartCount = useCartCount();
  const count = hydrated ? cartCount : 0;
  const overlay = variant === 'overlay';

  // Moving to another page closes the drawer, in the render that shows the page (an effect would draw the header
  // once more after every page, the first included).
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }
  const ink = overlay ? '#ffffff' : 'text.primary';

  return (
    <AppBar
      position={overlay ? 'absolute' : 'sticky'}
      elevation={overlay ? 0 : 1}
      color="transparent"
      sx={{
        bgcolor: overlay ? 'transparent' : 'background.paper',
        backgroundImage: overlay ? 'linear-gradient(rgba(0,0,0,0.6), rgba(0,0,0,0))' : 'none',
        color: ink,
      }}
    >
      <Toolbar component="nav" aria-label={t('header.mainNav')} sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 64 } }}>
        <IconButton
          edge="start"
          aria-label={t('header.openNav')}
          onClick={() => {
            setDrawerRequested(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' }, color: ink }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{
            color: overlay ? '#ffffff' : 'primary.main',
            fontWeight: 800,
            fontSize: { xs: 20, sm: 22 },
            textDecoration: 'none',
            mr: 2,
            whiteSpace: 'nowrap',
          }}
        >
          {t('common.kitchenName')}
        </Box>
        <Box component="ul" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Button
                component={NavLink}
                to={link.to}
                end
                className={navLinkClass(link, pathname)}
                sx={{
                  color: ink,
                  fontWeight: 600,
                  '&.active': { textDecoration: 'underline', textUnderlineOffset: 6, textDecorationThickness: 2 },
                }}
              >
                {t(link.label)}
              </Button>
            </li>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {!overlay && (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <HeaderSearch />
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <LanguageMenu color={ink} />
        </Box>
        <IconButton component={RouterLink} to={paths.cart} aria-label={t('header.cart', { count })} sx={{ color: ink }}>
          <Badge badgeContent={count} color="primary" max={99} sx={{ '& .MuiBadge-badge': { border: '2px solid #fff' } }}>
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
        {signedIn ? (
          <IconButton component={RouterLink} to={paths.personalInfo} sx={{ p: 0.5 }}>
            <Avatar
              src={user?.avatar ?? undefined}
              alt=""
              aria-hidden="true"
              sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: 16 }}
            >
              {initialsOf(user?.name)}
            </Avatar>
            <Box component="span" sx={visuallyHidden}>
              {t('header.yourProfile')}
            </Box>
          </IconButton>
        ) : (
          !hidesLoginLink(pathname) && (
            <Button
              component={RouterLink}
              to={paths.login}
              state={{ from: pathname }}
              variant={overlay ? 'outlined' : 'contained'}
              sx={overlay ? { color: '#fff', borderColor: '#fff' } : undefined}
            >
              {t('header.logIn')}
            </Button>
          )
        )}
      </Toolbar>
      {drawerRequested && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} links={NAV_LINKS} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
