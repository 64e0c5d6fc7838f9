import { useTranslation } from '../../i18n/use-translation';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Order } from '../../lib/api-types';
import { formatDateTime, formatRupees } from '../../lib/format';
import { pickupLines } from '../../lib/order-pickup';
import { CancelOrder } from '../../components/cancel-order';
import { profileApi } from './profile-api';
import { SectionHeading } from './section-heading';
import { StatusChip } from './status-chip';
import '../../i18n/sections/orderHistory';

// On phones four columns squeeze the date onto four lines: it moves under the reference instead.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/** The order's pickups, one a line, earliest first. */
function PickupCell({ order }: { order: Order }) {
  return pickupLines(order).map((line) => (
    <Typography key={line} variant="body2" sx={{ whiteSpace: { sm: 'nowrap' } }}>
      {line}
    </Typography>
  ));
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; orders: Order[] };

export function OrderHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoad({ state: 'loading' });
    profileApi
      .myOrders()
      .then((orders) => current && setLoad({ state: 'ready', orders }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [attempt]);

  const replaceOrder = (cancelled: Order) =>
    setLoad((current) =>
      current.state === 'ready'
        ? { state: 'ready', orders: current.orders.map((order) => (order.id === cancelled.id ? cancelled : order)) }
        : current,
    );

  const detailPath = (order: Order) => `/profile/order/${encodeURIComponent(order.orderRefId)}`;

  return (
    <>
      <SectionHeading title={t('orderHistory.title')} />
      {load.state === 'loading' && <Typography role="status">{t('orderHistory.loading')}</Typography>}
      {load.state === 'failed' && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
              {t('orderHistory.tryAgain')}
            </Button>
          }
        >
          {t('orderHistory.loadFailed')}
        </Alert>
      )}
      {load.state === 'ready' && load.orders.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 2 }}>
          <Typography>{t('orderHistory.empty')}</Typography>
          <Button component={RouterLink} to="/menu" sx={{ mt: 2 }} variant="contained">
            {t('cart.browseMenu')}
          </Button>
        </Paper>
      )}
      {load.state === 'ready' && load.orders.length > 0 && (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 2 }}>
          <Table size="small" aria-label={t('orderHistory.table')} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orderHistory.orderRef')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('orderHistory.date')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('orderHistory.pickup')}</TableCell>
                <TableCell align="right">{t('common.total')}</TableCell>
                <TableCell>{t('orderHistory.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {load.orders.map((order) => (
                <TableRow
                  key={order.id}
                  hover
                  onClick={() => navigate(detailPath(order))}
                  sx={{ cursor: 'pointer' }}
                  data-order-ref={order.orderRefId}
                >
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={detailPath(order)}
                      onClick={(event) => event.stopPropagation()}
                      fontWeight={600}
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {order.orderRefId}
                    </Link>
                    <Typography variant="body2" color="text.secondary" sx={NARROW_ONLY}>
                      {formatDateTime(order.createdAt)}
                    </Typography>
                    <Box sx={NARROW_ONLY}>
                      <PickupCell order={order} />
                    </Box>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{formatDateTime(order.createdAt)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>
                    <PickupCell order={order} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRupees(order.total)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={order.status} />
                    <Box sx={{ mt: 1 }}>
                      <CancelOrder order={order} size="small" onCancelled={replaceOrder} />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
