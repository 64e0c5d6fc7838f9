import { useTranslation } from '../../i18n/use-translation';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DeviceNotifications } from '../../components/device-notifications';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { CancelOrder } from '../../components/cancel-order';
import { PageLoader } from '../../components/page-loader';
import { PickupList } from '../../components/pickup-list';
import type { Order } from '../../lib/api-types';
import { formatDateTime, formatRupees } from '../../lib/format';
import { readLatestOrder, saveLatestOrder } from '../../lib/latest-order';
import { paths } from '../../config/paths';
import { statusMessage } from './order-progress';
import '../../i18n/sections/orderConfirmation';
import '../../i18n/sections/orderStatus';

function orderFromState(state: unknown): Order | null {
  const order = state && typeof state === 'object' ? (state as { order?: Order }).order : undefined;
  return order && typeof order.id === 'string' ? order : null;
}

export function OrderConfirmationPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [order, setOrder] = useState<Order | null>(() => orderFromState(location.state) ?? readLatestOrder());
  const [cancelledHere, setCancelledHere] = useState(false);

  if (!order) return <PageLoader label={t('orderConfirmation.confirming')} />;

  function cancelled(next: Order) {
    setOrder(next);
    saveLatestOrder(next);
    setCancelledHere(true);
  }

  const reference = order.orderRefId.slice(0, 12);
  const placedLine = t('orderConfirmation.placed', { date: formatDateTime(order.createdAt), total: formatRupees(order.total) });

  if (order.status === 'CANCELLED') {
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
          <CancelOutlinedIcon aria-hidden="true" sx={{ fontSize: 72, color: 'error.main' }} />
          <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 }, my: 1 }}>
            {t('orderConfirmation.cancelledTitle')}
          </Typography>
          <Typography sx={{ fontSize: 18 }}>
            {t('orderConfirmation.reference')} <strong data-testid="order-reference">{reference}</strong>
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {placedLine}
          </Typography>
          <Alert severity="info" role="status" sx={{ mb: 3, textAlign: 'left' }}>
            {cancelledHere ? t('orderConfirmation.cancelled', { reference: order.orderRefId }) : statusMessage('CANCELLED')}
          </Alert>
          <Button component={RouterLink} to={paths.menu} variant="contained" size="large">
            {t('orderStatus.backToMenu')}
          </Button>
        </Paper>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 72, color: 'success.main' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 34 }, my: 1 }}>
          {t('orderConfirmation.thanks')}
        </Typography>
        <Typography sx={{ fontSize: 18 }}>
          {t('orderConfirmation.reference')} <strong data-testid="order-reference">{reference}</strong>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {placedLine}
        </Typography>
        <Box sx={{ mb: 3 }}>
          <PickupList order={order} align="center" />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Button component={RouterLink} to={paths.orderStatus(order.id)} variant="contained" size="large">
            {t('orderStatus.trackOrder')}
          </Button>
          <CancelOrder order={order} onCancelled={cancelled} explainWhenClosed />
        </Box>
      </Paper>
      <Box sx={{ mt: 2 }}>
        <DeviceNotifications offer />
      </Box>
    </Box>
  );
}
