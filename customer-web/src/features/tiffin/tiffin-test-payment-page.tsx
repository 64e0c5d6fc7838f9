import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { messageOf } from '../../lib/api-client';
import type { TiffinCheckout, TiffinSubscription } from '../../lib/api-types';
import { formatRupees } from '../../lib/format';
import { payInTestMode } from '../../lib/payment/payment-api';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { tiffinApi } from './tiffin-api';
import '../../i18n/sections/testPayment';

export function TiffinTestPaymentPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const { pathname } = useLocation();
  if (!signedIn) return <LoginRequiredNotice from={pathname} />;
  return <TiffinTestPayment />;
}

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; subscription: TiffinSubscription; checkout: TiffinCheckout | null };

/**
 * The test-mode provider's page for a tiffin period, standing in for Razorpay Checkout when the kitchen has no keys:
 * Pay answers what Checkout would and goes through the tiffin's verify call; Fail records a failed attempt. No money
 * moves.
 */
function TiffinTestPayment() {
  const { t: tSite } = useTranslation();
  const { t } = useTiffinTexts();
  const navigate = useNavigate();
  const id = Number(useParams().subscriptionId);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    tiffinApi
      .one(id)
      .then(async (subscription) => {
        // The checkout call answers the same provider order every time; a paid period has none to open.
        const checkout = subscription.status === 'AWAITING_PAYMENT' ? await tiffinApi.checkout(id) : null;
        if (current) setLoad({ state: 'ready', subscription, checkout });
      })
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [id]);

  if (load.state === 'failed')
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {t('mine.loadFailed')}
      </Alert>
    );
  if (load.state === 'loading') return <PageLoader label={tSite('testPayment.opening')} />;
  const { subscription, checkout } = load;

  async function pay() {
    if (!checkout) return;
    setBusy(true);
    try {
      await tiffinApi.verifyPayment(subscription.id, await payInTestMode(checkout.providerOrderId));
      toast.success(t('testPayment.paid'));
      void navigate(paths.myTiffin, { replace: true });
    } catch (error) {
      setBusy(false);
      toast.error(messageOf(error, tSite('testPayment.failed')));
    }
  }

  async function fail() {
    if (!checkout) return;
    setBusy(true);
    try {
      await tiffinApi.failTestPayment(checkout.providerOrderId);
      toast.error(t('testPayment.failedAttempt'));
    } catch (error) {
      toast.error(messageOf(error, tSite('testPayment.failed')));
    } finally {
      void navigate(paths.myTiffin, { replace: true });
    }
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Alert severity="warning" sx={{ mb: 3, fontWeight: 700 }}>
          {tSite('testPayment.banner')}
        </Alert>
        <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 32 }, mb: 1 }}>
          {t('testPayment.title', { plan: subscription.planName })}
        </Typography>
        <Typography sx={{ fontSize: 22, fontWeight: 800, mb: 2 }}>{formatRupees(subscription.due)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('testPayment.explanation')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {checkout && (
            <Button variant="contained" size="large" onClick={() => void pay()} disabled={busy} sx={{ flex: '1 1 160px' }}>
              {tSite('testPayment.pay')}
            </Button>
          )}
          {checkout && (
            <Button variant="outlined" color="error" size="large" onClick={() => void fail()} disabled={busy} sx={{ flex: '1 1 160px' }}>
              {tSite('testPayment.fail')}
            </Button>
          )}
          <Button variant="outlined" size="large" onClick={() => navigate(paths.myTiffin)} disabled={busy} sx={{ flex: '1 1 160px' }}>
            {checkout ? t('testPayment.notNow') : t('subscribe.seeMyTiffin')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
