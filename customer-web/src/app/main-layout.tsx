import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { matchPath, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { PageLoader } from '../components/page-loader';
import { landingPaths } from '../config/paths';
import { OfflineNotice } from '../components/offline-notice';
import { Toaster } from '../components/toaster';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { HydrationScope } from '../lib/use-hydrated';
import { Footer } from './footer';
import { Header } from './header';
import { PageBoundary } from './page-boundary';
import { ScrollToTop } from './scroll-to-top';

/** The landing pages are the same for every visitor: they show at once while a stored session is checked. */
function isLandingPage(pathname: string): boolean {
  return Object.values(landingPaths).some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Validates a stored session once at start, then loads that customer's server cart. */
function useSessionStart(): boolean {
  const [checking, setChecking] = useState(() => Boolean(useAuthStore.getState().token));
  useEffect(() => {
    let current = true;
    void useAuthStore
      .getState()
      .init()
      .then(() => useCartStore.getState().loadServerCart())
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, []);
  return checking;
}

export function MainLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const checkingSession = useSessionStart() && !isLandingPage(pathname);
  const onLanding = pathname === '/';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'background.paper',
          color: 'primary.main',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('layout.skipToMain')}
      </Box>
      <ScrollToTop />
      <HydrationScope>
        <Header variant={onLanding ? 'overlay' : 'solid'} />
      </HydrationScope>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <OfflineNotice underFloatingHeader={onLanding} />
        {checkingSession ? (
          <PageLoader label={t('layout.loadingSession')} />
        ) : (
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        )}
      </Box>
      <HydrationScope>
        <Footer />
      </HydrationScope>
      <Toaster />
    </Box>
  );
}
