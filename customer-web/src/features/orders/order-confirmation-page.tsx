import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DeviceNotifications } from '../../components/device-notifications';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageLoader } from '../../components/page-loader';
import { currentLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import type { Order } from '../../lib/api-types';
import { formatDateTime, formatRupees } from '../../lib/format';
import { pickupSummary } from '../../lib/order-pickup';
import { readLatestOrder, saveLatestOrder } from '../../lib/latest-order';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { cancelSecondsLeft, cancelWindowText } from './cancel-window';
import { statusMessage } from './order-progress';
import { cancelOrder } from '../../lib/orders-api';

function orderFromState(state: unknown): Order | null {
  const order = state && typeof state === 'object' ? (state as { order?: Order }).order : undefined;
  return order && typeof order.id === 'string' ? order : null;
}

export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [order, setOrder] = useState<Order | null>(() => orderFromState(location.state) ?? readLatestOrder());
  const [now, setNow] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState(false);
  const [cancelledBy, setCancelledBy] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const secondsLeft = order ? cancelSecondsLeft(order, now) : 0;
  const windowOpen = secondsLeft > 0;

  useEffect(() => {
    if (!windowOpen) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [windowOpen]);

  if (!order) return <PageLoader label={t('orderConfirmation.confirming')} />;

  async function cancel() {
    if (!order) return;
    setCancelling(true);
    try {
      const { data, message } = await cancelOrder(order.id);
      const cancelled = { ...order, ...data, status: 'CANCELLED' as const };
      setOrder(cancelled);
      saveLatestOrder(cancelled);
      setCancelledBy(cancelled.userName || order.userName);
      // The server's words are English: other languages say it in their own.
      toast.success((currentLanguage() === 'en' && message) || t('orderConfirmation.cancelSucceeded'));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0 ? error.message || t('orderConfirmation.cancelFailed') : t('orderConfirmation.cancelError'),
      );
    } finally {
      setCancelling(false);
    }
  }

  const reference = order.orderRefId.slice(0, 12);
  const placedLine = t('orderConfirmation.placed', { date: formatDateTime(order.createdAt), total: formatRupees(order.total) });

  if (order.status === 'CANCELLED') {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <CancelOutlinedIcon aria-hidden="true" sx={{ fontSize: 72, color: 'error.main' }} />
          <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 }, my: 1 }}>
            {t('orderConfirmation.cancelledTitle')}
          </Typography>
          <Typography sx={{ fontSize: 18 }}>
            {t('orderConfirmation.reference')} <strong data-testid="order-reference">{reference}</strong>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {placedLine}
          </Typography>
          <Alert severity="info" role="status" sx={{ mb: 3, textAlign: 'left' }}>
            {cancelledBy !== null ? t('orderConfirmation.cancelledBy', { name: cancelledBy }) : statusMessage('CANCELLED')}
          </Alert>
          <Button component={RouterLink} to={paths.menu} variant="contained" size="large">
            {t('orderStatus.backToMenu')}
          </Button>
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 72, color: 'success.main' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 }, my: 1 }}>
          {t('orderConfirmation.thanks')}
        </Typography>
        <Typography sx={{ fontSize: 18 }}>
          {t('orderConfirmation.reference')} <strong data-testid="order-reference">{reference}</strong>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {placedLine}
        </Typography>
        <Typography data-testid="order-pickup" sx={{ mb: 1 }}>
          {t('orderStatus.pickup', { pickup: pickupSummary(order) })}
        </Typography>
        <Typography sx={{ fontWeight: 700, mb: 3 }}>{t('orderConfirmation.estimatedReady')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.orderStatus(order.id)} variant="contained" size="large">
            {t('orderStatus.trackOrder')}
          </Button>
          <Button variant="outlined" color="error" size="large" onClick={() => setConfirmingCancel(true)} disabled={!windowOpen || cancelling}>
            {t('orderConfirmation.cancelOrder')}
          </Button>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="cancel-window">
          {cancelWindowText(secondsLeft)}
        </Typography>
      </Paper>
      <Box sx={{ mt: 2 }}>
        <DeviceNotifications offer />
      </Box>
      <ConfirmDialog
        id="cancel-order"
        open={confirmingCancel && windowOpen}
        texts={{
          title: t('orderConfirmation.confirmTitle'),
          text: t('orderConfirmation.confirmText', { reference }),
          cancelLabel: t('orderConfirmation.keepOrder'),
          confirmLabel: t('orderConfirmation.confirmCancel'),
        }}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          void cancel();
        }}
      />
    </Box>
  );
}
