import { useTranslation } from '../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Order } from '../lib/api-types';
import { formatCountdown } from '../lib/format';
import { useNow } from '../lib/use-now';
import { paymentNote, paymentSecondsLeft } from '../lib/payment/payment-state';
import { usePayOnline } from './use-pay-online';
import '../i18n/sections/paymentPanel';

/**
 * An online order's payment on its page: while it awaits payment, the time left to pay and 'Pay now'; once paid,
 * cancelled or refunded, what happened to the money; for a cancelled order, why it was cancelled.
 */
export function PaymentPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { pay, busy } = usePayOnline();
  const awaiting = order.status === 'AWAITING_PAYMENT';
  const now = useNow(awaiting);
  const secondsLeft = paymentSecondsLeft(order, now);

  const note = paymentNote(order);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 2 }}>
      {order.cancelReasonCode && (
        <Alert severity="error" data-testid="cancel-reason">
          {t(`paymentPanel.cancelledBy.${order.cancelReasonCode}`)}
        </Alert>
      )}
      {note && (
        <Alert severity={note.tone} data-testid="payment-note">
          {note.text}
        </Alert>
      )}
      {awaiting && (
        <Box sx={{ textAlign: 'center' }}>
          <Typography color="text.secondary">{t('paymentPanel.timeLeft')}</Typography>
          <Typography role="timer" sx={{ fontSize: 36, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
            {formatCountdown(secondsLeft)}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => void pay(order)}
            disabled={busy || secondsLeft === 0}
            sx={{ mt: 1, minWidth: 200 }}
          >
            {t('paymentPanel.payNow')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
