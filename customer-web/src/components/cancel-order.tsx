import { useTranslation } from '../i18n/use-translation';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError, messageOf } from '../lib/api-client';
import type { Order } from '../lib/api-types';
import { cancelSecondsLeft, cancelWindowText } from '../lib/cancel-window';
import { cancelOrder } from '../lib/orders-api';
import { useNow } from '../lib/use-now';
import { toast } from '../stores/toast-store';
import { ConfirmDialog } from './confirm-dialog';
import '../i18n/sections/orderConfirmation';

/**
 * 'Cancel Order' with the time left to do so (m:ss), asking first. Wherever an order is shown it is offered while the
 * window is open; `explainWhenClosed` keeps the disabled button and says why once it has closed (the confirmation
 * page), elsewhere it then goes away.
 */
export function CancelOrder({
  order,
  onCancelled,
  explainWhenClosed = false,
  size = 'large',
}: {
  order: Order;
  onCancelled: (order: Order) => void;
  explainWhenClosed?: boolean;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const now = useNow(cancelSecondsLeft(order, Date.now()) > 0);
  const secondsLeft = cancelSecondsLeft(order, now);
  const windowOpen = secondsLeft > 0;

  if (!windowOpen && !explainWhenClosed) return null;

  async function cancel() {
    setCancelling(true);
    try {
      const { data } = await cancelOrder(order.id);
      onCancelled({ ...order, ...data, status: 'CANCELLED' });
      toast.success(t('orderConfirmation.cancelled', { reference: order.orderRefId }));
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status > 0
          ? messageOf(error, t('orderConfirmation.cancelFailed'))
          : t('orderConfirmation.cancelError'),
      );
    } finally {
      setCancelling(false);
    }
  }

  return (
    // A click inside (the dialog too, through its portal) must not reach a clickable row around it.
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'grid', gap: 0.5, justifyItems: size === 'small' ? 'start' : 'center' }}
    >
      <Button variant="outlined" color="error" size={size} onClick={() => setConfirming(true)} disabled={!windowOpen || cancelling}>
        {t('orderConfirmation.cancelOrder')}
      </Button>
      <Typography variant={size === 'small' ? 'caption' : 'body1'} color="text.secondary" data-testid="cancel-window">
        {cancelWindowText(secondsLeft)}
      </Typography>
      <ConfirmDialog
        id={`cancel-order-${order.id}`}
        open={confirming && windowOpen}
        texts={{
          title: t('orderConfirmation.confirmTitle'),
          text: t('orderConfirmation.confirmText', { reference: order.orderRefId }),
          cancelLabel: t('orderConfirmation.keepOrder'),
          confirmLabel: t('orderConfirmation.confirmCancel'),
        }}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void cancel();
        }}
      />
    </Box>
  );
}
