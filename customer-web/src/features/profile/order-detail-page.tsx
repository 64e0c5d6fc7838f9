import { useTranslation } from '../../i18n/use-translation';
import { CancelOrder } from '../../components/cancel-order';
import { InvoiceButtons } from '../../components/invoice-buttons';
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
import { dishName } from '../../lib/dish-text';
import '../../i18n/sections/totals';
import '../../i18n/sections/orderStatus';
import '../../i18n/sections/orderDetail';

// Checkout stores this text when the customer wrote nothing; it says nothing worth showing.
const NO_INSTRUCTIONS = 'No special instructions';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: Order };

/** The keys of the payment methods' names in the message files. */
const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  COD: 'orderDetail.paymentMethods.COD',
  ONLINE: 'orderDetail.paymentMethods.ONLINE',
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
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/profile/order-history" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <ArrowBackIcon fontSize="small" /> {t('orderDetail.back')}
    </Link>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation();
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
        <Typography role="status">{t('orderDetail.loading')}</Typography>
      </>
    );
  }
  if (load.state === 'failed') {
    return (
      <>
        <BackToHistory />
        <Alert severity="error" role="alert">
          {t('orderDetail.notFound')}
        </Alert>
      </>
    );
  }

  const { order } = load;
  return (
    <>
      <BackToHistory />
      <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
        {t('orderDetail.title', { reference: order.orderRefId })}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, mb: 3 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
          <Fact label={t('orderDetail.reference')}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {order.orderRefId}
            </Box>
          </Fact>
          <Fact label={t('orderDetail.placedOn')}>{formatDateTime(order.createdAt)}</Fact>
          <Fact label={t('orderDetail.pickup')}>
            {pickupLines(order).map((line) => (
              <Box component="span" key={line} sx={{ display: 'block' }} data-testid="order-pickup">
                {line}
              </Box>
            ))}
          </Fact>
          <Fact label={t('orderDetail.paymentMethod')}>
            {PAYMENT_LABELS[order.paymentMethod] ? t(PAYMENT_LABELS[order.paymentMethod]) : order.paymentMethod}
          </Fact>
          <Fact label={t('orderDetail.status')}>
            <StatusChip status={order.status} />
          </Fact>
        </Box>
        <PaymentPanel order={order} />
        {order.specialInstructions && order.specialInstructions !== NO_INSTRUCTIONS && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('orderDetail.instructions', { instructions: order.specialInstructions })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mt: 2 }}>
          {order.status !== 'DELIVERED' && order.status !== 'CANCELLED' && (
            <Button component={RouterLink} to={`/order-status/${order.id}`} variant="outlined" size="small">
              {t('orderStatus.trackOrder')}
            </Button>
          )}
          <CancelOrder order={order} size="small" onCancelled={(cancelled) => setLoad({ state: 'ready', order: cancelled })} />
        </Box>
        <InvoiceButtons order={order} />
      </Paper>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
        <Table size="small" aria-label={t('orderDetail.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderDetail.item')}</TableCell>
              <TableCell align="right">{t('orderDetail.quantity')}</TableCell>
              <TableCell align="right">{t('orderDetail.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.orderItems.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  {dishName({ name: item.menuName, nameHi: item.menuNameHi })}
                  <Typography variant="body2" color="text.secondary">
                    {t('cart.each', { price: formatRupees(item.unitPrice) })}
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
              <TableCell colSpan={2}>{t('totals.subtotal')}</TableCell>
              <TableCell align="right">{formatRupees(order.subtotal)}</TableCell>
            </TableRow>
            {order.promotionCode && order.discount > 0 && (
              <TableRow>
                <TableCell colSpan={2}>{t('totals.discount', { code: order.promotionCode })}</TableCell>
                <TableCell align="right">−{formatRupees(order.discount)}</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell colSpan={2}>{order.pricesIncludeTax ? t('totals.included', { tax: order.taxLabel }) : order.taxLabel}</TableCell>
              <TableCell align="right">{formatRupees(order.tax)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                {t('common.total')}
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
