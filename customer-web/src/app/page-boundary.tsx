import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageLoader } from '../components/page-loader';
import { HydrationScope } from '../lib/use-hydrated';
import { ReplayEarlyTap } from './early-taps';
import { retryFailedPages } from './lazy-page';

interface CatcherProps {
  /** The page's path: a failure belongs to the page it happened on, so moving to another page clears it. */
  path: string;
  children: ReactNode;
}

interface CatcherState {
  failed: boolean;
  path: string;
}

/** Shows a retry instead of an empty screen when a page's code cannot be fetched (offline, or a build replaced). */
class PageFailureCatcher extends Component<CatcherProps, CatcherState> {
  state: CatcherState = { failed: false, path: this.props.path };

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  static getDerivedStateFromError(): Partial<CatcherState> {
    return { failed: true };
  }

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  render() {
    return this.state.failed ? <PageFailure onRetry={this.retry} /> : this.props.children;
  }
}

function PageFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Box>
        <Typography sx={{ mb: 2 }}>{t('layout.pageLoadFailed')}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Where pages draw: a loading screen while a page's code arrives, and a retry if it does not. React adopts a served
 * page's content inside this boundary after the rest of the layout, so a tap kept from before the app held the page is
 * made again from in here, once the page's buttons are React's.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageFailureCatcher path={pathname}>
      <Suspense fallback={<PageLoader label={t('layout.loadingPage')} />}>
        <HydrationScope>{children}</HydrationScope>
        <ReplayEarlyTap />
      </Suspense>
    </PageFailureCatcher>
  );
}
