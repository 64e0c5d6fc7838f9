import { useTranslation } from '../../i18n/use-translation';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-client';
import type { Order } from '../../lib/api-types';
import { formatRupees } from '../../lib/format';
import { saveLatestOrder } from '../../lib/latest-order';
import { useAuthStore } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { fetchOrder } from '../../lib/orders-api';
import { failInTestMode, payInTestMode, verifyPayment } from '../../lib/payment/payment-api';
import '../../i18n/sections/orderStatus';
import '../../i18n/sections/testPayment';

export function TestPaymentPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const { pathname } = useLocation();
  if (!signedIn) return <LoginRequiredNotice from={pathname} />;
  return <TestPayment />;
}

/**
 * The test-mode provider's page, standing in for Razorpay Checkout when the kitchen has no keys: Pay answers what
 * Checkout would and goes through the same verify call; Fail records a failed attempt. No money moves.
 */
function TestPayment() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchOrder(orderId).then(setOrder, () => setFailed(true));
  }, [orderId]);

  if (failed)
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {t('orderStatus.fetchFailed')}
      </Alert>
    );
  if (!order) return <PageLoader label={t('testPayment.opening')} />;
  const payment = order.payment;

  async function pay() {
    if (!payment) return;
    setBusy(true);
    try {
      const paid = await verifyPayment(await payInTestMode(payment.providerOrderId));
      saveLatestOrder(paid);
      void navigate(paths.orderConfirmation, { state: { order: paid } });
    } catch (error) {
      setBusy(false);
      toast.error(error instanceof ApiError ? error.message : t('testPayment.failed'));
    }
  }

  async function fail() {
    if (!payment) return;
    setBusy(true);
    try {
      await failInTestMode(payment.providerOrderId);
    } finally {
      void navigate(paths.orderStatus(order!.id));
    }
  }

  const payable = order.status === 'AWAITING_PAYMENT' && payment !== null;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Alert severity="warning" sx={{ mb: 3, fontWeight: 700 }}>
          {t('testPayment.banner')}
        </Alert>
        <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 32 }, mb: 1 }}>
          {t('testPayment.title', { reference: order.orderRefId })}
        </Typography>
        <Typography sx={{ fontSize: 22, fontWeight: 800, mb: 2 }}>{formatRupees(order.total)}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('testPayment.explanation')}
        </Typography>
        {payable ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" size="large" onClick={pay} disabled={busy} sx={{ flex: '1 1 160px' }}>
              {t('testPayment.pay')}
            </Button>
            <Button variant="outlined" color="error" size="large" onClick={fail} disabled={busy} sx={{ flex: '1 1 160px' }}>
              {t('testPayment.fail')}
            </Button>
          </Box>
        ) : (
          <Button variant="contained" onClick={() => navigate(paths.orderStatus(order.id))}>
            {t('testPayment.seeOrder')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
