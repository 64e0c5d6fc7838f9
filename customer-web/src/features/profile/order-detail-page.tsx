import { PaymentPanel } from '../../components/payment-panel';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Order, PaymentMethod } from '../../lib/api-types';
import { formatDateTime, formatRupees } from '../../lib/format';
import { pickupLines } from '../../lib/order-pickup';
import { profileApi } from './profile-api';
import { ReviewSection } from './review-section';
import { StatusChip } from './status-chip';

// Checkout stores this text when the customer wrote nothing; it says nothing worth showing.
const NO_INSTRUCTIONS = 'No special instructions';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: Order };

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  ONLINE: 'Online payment',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

function BackToHistory() {
  return (
    <Link component={RouterLink} to="/profile/order-history" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBackIcon fontSize="small" /> Back to Order History
    </Link>
  );
}

export function OrderDetailPage() {
  const { orderRefId = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    profileApi
      .orderByReference(orderRefId)
      .then((order) => current && setLoad(order ? { state: 'ready', order } : { state: 'failed' }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [orderRefId]);

  if (load.state === 'loading') {
    return (
      <>
        <BackToHistory />
        <Typography role="status">Loading order details...</Typography>
      </>
    );
  }
  if (load.state === 'failed') {
    return (
      <>
        <BackToHistory />
        <Alert severity="error" role="alert">
          Order not found or failed to load.
        </Alert>
      </>
    );
  }

  const { order } = load;
  return (
    <>
      <BackToHistory />
      <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
        Order {order.orderRefId}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, mb: 3 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
          <Fact label="Reference">
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {order.orderRefId}
            </Box>
          </Fact>
          <Fact label="Placed on">{formatDateTime(order.createdAt)}</Fact>
          <Fact label="Pickup">
            {pickupLines(order).map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }} data-testid="order-pickup">
                {line}
              </Box>
            ))}
          </Fact>
          <Fact label="Payment method">{PAYMENT_LABELS[order.paymentMethod] ?? order.paymentMethod}</Fact>
          <Fact label="Status">
            <StatusChip status={order.status} />
          </Fact>
        </Box>
        <PaymentPanel order={order} />
        {order.specialInstructions && order.specialInstructions !== NO_INSTRUCTIONS && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Special instructions: {order.specialInstructions}
          </Typography>
        )}
        {order.status !== 'DELIVERED' && order.status !== 'CANCELLED' && (
          <Button component={RouterLink} to={`/order-status/${order.id}`} variant="outlined" size="small" sx={{ mt: 2 }}>
            Track Order
          </Button>
        )}
      </Paper>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
        <Table size="small" aria-label="Items in this order">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.orderItems.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  {item.menuName}
                  <Typography variant="body2" color="text.secondary">
                    {formatRupees(item.unitPrice)} each
                  </Typography>
                </TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(item.totalPrice)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter sx={{ '& td': { fontSize: '0.875rem', color: 'text.primary' } }}>
            <TableRow>
              <TableCell colSpan={2}>Subtotal</TableCell>
              <TableCell align="right">{formatRupees(order.subtotal)}</TableCell>
            </TableRow>
            {order.promotionCode && order.discount > 0 && (
              <TableRow>
                <TableCell colSpan={2}>Discount ({order.promotionCode})</TableCell>
                <TableCell align="right">−{formatRupees(order.discount)}</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell colSpan={2}>{order.pricesIncludeTax ? `${order.taxLabel} (included)` : order.taxLabel}</TableCell>
              <TableCell align="right">{formatRupees(order.tax)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatRupees(order.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      {order.status === 'DELIVERED' && <ReviewSection order={order} />}
    </>
  );
}
