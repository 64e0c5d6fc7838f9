import { Chip, type ChipProps } from '@mui/material';
import { paymentStatusLabel } from '../lib/format';
import type { PaymentStatus } from './order-types';

const paymentColors: Record<PaymentStatus, ChipProps['color']> = {
  PENDING: 'default',
  PAID: 'success',
  FAILED: 'error',
  REFUND_PENDING: 'warning',
  REFUNDED: 'info',
};

/** An online order's payment in words ('Paid', 'Refund pending'); nothing for cash paid at pickup. */
export function PaymentStatusChip({ paymentStatus }: { paymentStatus: PaymentStatus | null | undefined }) {
  if (!paymentStatus) return null;
  return (
    <Chip size="small" variant="outlined" label={paymentStatusLabel(paymentStatus)} color={paymentColors[paymentStatus] ?? 'default'} />
  );
}
