import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api-client';
import type { Order } from '../../lib/api-types';
import { formatDateTime, formatRupees } from '../../lib/format';
import { readLatestOrder, saveLatestOrder } from '../../lib/latest-order';
import { toast } from '../../stores/toast-store';
import { paths } from '../../config/paths';
import { cancelSecondsLeft, cancelWindowText } from './cancel-window';
import { cancelOrder } from './orders-api';

function orderFromState(state: unknown): Order | null {
  const order = state && typeof state === 'object' ? (state as { order?: Order }).order : undefined;
  return order && typeof order.id === 'string' ? order : null;
}

export function OrderConfirmationPage() {
  const location = useLocation();
  const [order, setOrder] = useState<Order | null>(() => orderFromState(location.state) ?? readLatestOrder());
  const [now, setNow] = useState(() => Date.now());
  const [cancelling, setCancelling] = useState(false);
  const [cancelledBy, setCancelledBy] = useState<string | null>(null);
  const secondsLeft = order ? cancelSecondsLeft(order, now) : 0;
  const windowOpen = secondsLeft > 0;

  useEffect(() => {
    if (!windowOpen) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [windowOpen]);

  if (!order) return <PageLoader label="Confirming your order..." />;

  async function cancel() {
    if (!order) return;
    setCancelling(true);
    try {
      const { data, message } = await cancelOrder(order.id);
      const cancelled = { ...order, ...data, status: 'CANCELLED' as const };
      setOrder(cancelled);
      saveLatestOrder(cancelled);
      setCancelledBy(cancelled.userName || order.userName);
      toast.success(message || 'Order cancelled successfully!');
    } catch (error) {
      toast.error(error instanceof ApiError && error.status > 0 ? error.message || 'Failed to cancel order.' : 'Error cancelling order.');
    } finally {
      setCancelling(false);
    }
  }

  const reference = order.orderRefId.slice(0, 12);

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 72, color: 'success.main' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 }, my: 1 }}>
          Thank you for your order!
        </Typography>
        <Typography sx={{ fontSize: 18 }}>
          Order reference: <strong data-testid="order-reference">{reference}</strong>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Placed on {formatDateTime(order.createdAt)} · Total {formatRupees(order.total)}
        </Typography>
        <Typography sx={{ fontWeight: 700, mb: 3 }}>Estimated food ready 20–30 minutes</Typography>
        {cancelledBy !== null && (
          <Alert severity="success" sx={{ mb: 2, textAlign: 'left' }}>
            {cancelledBy} Your Order Get Cancelled Successfully
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.orderStatus(order.id)} variant="contained" size="large">
            Track Order
          </Button>
          {order.status !== 'CANCELLED' && (
            <Button variant="outlined" color="error" size="large" onClick={cancel} disabled={secondsLeft <= 0 || cancelling}>
              Cancel Order
            </Button>
          )}
        </Box>
        {order.status !== 'CANCELLED' && (
          <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="cancel-window">
            {cancelWindowText(secondsLeft)}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
