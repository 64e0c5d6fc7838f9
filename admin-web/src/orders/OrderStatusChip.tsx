import { Chip, type ChipProps } from '@mui/material';
import { orderStatusLabel } from '../lib/format';

const statusColors: Record<string, ChipProps['color']> = {
  // Grey: not yet the kitchen's to cook.
  AWAITING_PAYMENT: 'default',
  PENDING: 'warning',
  PREPARING: 'info',
  READY: 'secondary',
  DELIVERED: 'success',
  CANCELLED: 'error',
};

export function OrderStatusChip({ status }: { status: string | null | undefined }) {
  return <Chip size="small" label={orderStatusLabel(status ?? 'PENDING')} color={statusColors[status ?? 'PENDING'] ?? 'default'} />;
}
