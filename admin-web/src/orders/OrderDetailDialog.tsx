import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { PageLoading } from '../layout/PageLoading';
import { OrderDetails } from './OrderDetails';
import { useIsPhone } from '../lib/use-is-phone';
import type { AdminOrder } from './order-types';

/** The order opened from the list: its row names it by reference at once, and its details load fresh. */
export type OpenedOrder = Pick<AdminOrder, 'id' | 'orderRefId'>;

export function OrderDetailDialog({ opened, onClose }: { opened: OpenedOrder | null; onClose: () => void }) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const { data: order } = useGetOne<AdminOrder>('orders', { id: opened?.id ?? '' }, { enabled: opened !== null });
  return (
    <Dialog open={opened !== null} onClose={onClose} maxWidth="md" fullWidth fullScreen={isPhone} aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title">{translate('hk.orders.details', { id: opened?.orderRefId ?? '' })}</DialogTitle>
      <DialogContent dividers>{order ? <OrderDetails order={order} onStatusChanged={onClose} /> : <PageLoading />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('hk.orders.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
