import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { PageLoading } from '../layout/PageLoading';
import { shortOrderId } from '../lib/format';
import { OrderDetails } from './OrderDetails';
import { useIsPhone } from '../lib/use-is-phone';
import type { AdminOrder } from './order-types';

export function OrderDetailDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const { data: order } = useGetOne<AdminOrder>('orders', { id: orderId ?? '' }, { enabled: orderId !== null });
  return (
    <Dialog open={orderId !== null} onClose={onClose} maxWidth="md" fullWidth fullScreen={isPhone} aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title">
        {translate('hk.orders.details', { id: order?.orderRefId ?? shortOrderId(orderId) })}
      </DialogTitle>
      <DialogContent dividers>{order ? <OrderDetails order={order} onStatusChanged={onClose} /> : <PageLoading />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('hk.orders.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
