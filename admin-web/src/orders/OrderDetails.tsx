import { Alert, Box, Button, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { formatPhone, formatRupees } from '@home-kitchen/api';
import { formatDateTime, orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '../lib/format';
import { OrderStatusChip } from './OrderStatusChip';
import { InvoiceButton } from './InvoiceButton';
import { PaymentStatusChip } from './PaymentStatusChip';
import { adminStatusActions, type AdminOrder, type OrderStatus } from './order-types';

/** 'Refund pending (rfnd_…)' once a refund started; '' before. */
function refundText(order: AdminOrder): string {
  const refunding = order.paymentStatus === 'REFUND_PENDING' || order.paymentStatus === 'REFUNDED';
  if (!refunding && !order.refundId) return '';
  const state = refunding ? paymentStatusLabel(order.paymentStatus) : '';
  if (!order.refundId) return state;
  return state ? `${state} (${order.refundId})` : order.refundId;
}

interface OrderDetailsProps {
  order: AdminOrder;
  /** Called after a status change went through (the dialog closes itself here). */
  onStatusChanged?: () => void;
}

/** Items, totals, payment, current status and the status buttons it allows; shared by the dialog and the show page. */
export function OrderDetails({ order, onStatusChanged }: OrderDetailsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<AdminOrder>();

  const changeStatus = (status: OrderStatus) => {
    // Without returnPromise the returned promise never rejects: onSuccess and onError below are the outcome.
    void update(
      'orders',
      { id: order.id, data: { status }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('hk.orders.updated', { type: 'success', messageArgs: { status: orderStatusLabel(status) } });
          void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
          void queryClient.invalidateQueries({ queryKey: ['orders'] });
          onStatusChanged?.();
        },
        onError: () => notify('hk.orders.updateFailed', { type: 'error' }),
      },
    );
  };

  const refundState = refundText(order);

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography color="text.secondary">{translate('hk.orders.customer')}</Typography>
        <Typography>
          {order.customerName} ({order.customer})
        </Typography>
        <Typography color="text.secondary">{translate('hk.orders.phone')}</Typography>
        <Typography>{formatPhone(order.customerPhone) || translate('hk.app.notAvailable')}</Typography>
        <Typography color="text.secondary">{translate('hk.orders.placedAt')}</Typography>
        <Typography>{formatDateTime(order.createdAt ?? order.date)}</Typography>
        {order.pickupAt && (
          <>
            <Typography color="text.secondary">{translate('hk.orders.pickup')}</Typography>
            <Typography data-testid="order-pickup">{formatDateTime(order.pickupAt)}</Typography>
          </>
        )}
        <Typography color="text.secondary">{translate('hk.orders.payment')}</Typography>
        <Typography data-testid="order-payment-method">{paymentMethodLabel(order.paymentMethod)}</Typography>
        {order.paymentStatus && (
          <>
            <Typography color="text.secondary">{translate('hk.orders.paymentStatus')}</Typography>
            <Box data-testid="order-payment-status">
              <PaymentStatusChip paymentStatus={order.paymentStatus} />
            </Box>
          </>
        )}
        {order.paymentId && (
          <>
            <Typography color="text.secondary">{translate('hk.orders.paymentId')}</Typography>
            <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{order.paymentId}</Typography>
          </>
        )}
        {refundState && (
          <>
            <Typography color="text.secondary">{translate('hk.orders.refund')}</Typography>
            <Typography data-testid="order-refund" sx={{ overflowWrap: 'anywhere' }}>
              {refundState}
            </Typography>
          </>
        )}
        <Typography color="text.secondary">{translate('hk.orders.instructions')}</Typography>
        <Typography>{order.specialInstructions || translate('hk.app.none')}</Typography>
        <Typography color="text.secondary">{translate('hk.orders.currentStatus')}</Typography>
        <Box data-testid="order-current-status">
          <OrderStatusChip status={order.status} />
        </Box>
        {order.cancelReason && (
          <>
            <Typography color="text.secondary">{translate('hk.orders.cancelReason')}</Typography>
            <Typography data-testid="order-cancel-reason">{order.cancelReason}</Typography>
          </>
        )}
      </Box>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {translate('hk.orders.items')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('hk.orders.item')}</TableCell>
            <TableCell align="right">{translate('hk.orders.quantity')}</TableCell>
            <TableCell align="right">{translate('hk.orders.price')}</TableCell>
            <TableCell align="right">{translate('hk.orders.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.name}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{formatRupees(item.price)}</TableCell>
              <TableCell align="right">{formatRupees(item.price * item.quantity)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} align="right">
              {translate('hk.orders.subtotal')}
            </TableCell>
            <TableCell align="right">{formatRupees(order.subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={3} align="right">
              {translate('hk.orders.tax')}
            </TableCell>
            <TableCell align="right">{formatRupees(order.tax)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={3} align="right" sx={{ fontWeight: 'bold' }}>
              {translate('hk.orders.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }} data-testid="order-total">
              {formatRupees(order.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {order.status === 'AWAITING_PAYMENT' && <Alert severity="info">{translate('hk.orders.awaitingPayment')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" className="no-print">
        {adminStatusActions(order.status).map((status) => (
          <Button
            key={status}
            variant={order.status === status ? 'contained' : 'outlined'}
            color={status === 'CANCELLED' ? 'error' : 'primary'}
            disabled={isPending}
            onClick={() => changeStatus(status)}
          >
            {translate('hk.orders.markAs', { status: orderStatusLabel(status) })}
          </Button>
        ))}
        <InvoiceButton order={order} />
      </Stack>
    </Stack>
  );
}
