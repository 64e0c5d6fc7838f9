import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import { visuallyHidden } from '../../components/visually-hidden';
import { OrderTotals } from '../../components/order-totals';
import { LoginRequiredNotice } from '../../components/login-required-notice';
import { useAuthStore } from '../../stores/auth-store';
import { PageLoader } from '../../components/page-loader';
import type { Order, OrderStatus } from '../../lib/api-types';
import { formatCountdown, formatDateTime, formatRupees } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { paths } from '../../config/paths';
import { pickupCountdownSeconds, PROGRESS_STEPS, reachedStep, statusMessage } from './order-progress';
import { useOrderTracking } from './use-order-tracking';
import { PaymentPanel } from '../../components/payment-panel';
import { InvoiceButtons } from '../../components/invoice-buttons';
import { CancelOrder } from '../../components/cancel-order';
import { PickupList } from '../../components/pickup-list';
import { dishName } from '../../lib/dish-text';
import '../../i18n/sections/orderStatus';

const STEP_ICONS = [ReceiptLongIcon, SoupKitchenIcon, CheckCircleIcon, DoneAllIcon];

function ProgressBar({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const reached = reachedStep(status);
  const cancelled = status === 'CANCELLED';
  return (
    <Box
      component="ol"
      aria-label={t('orderStatus.progress')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', position: 'relative', my: 4 }}
    >
      {PROGRESS_STEPS.map((step, index) => {
        const Icon = STEP_ICONS[index] ?? CheckCircleIcon;
        const done = !cancelled && index <= reached;
        const isCurrent = !cancelled && index === reached;
        return (
          <Box
            component="li"
            key={step.status}
            aria-current={isCurrent ? 'step' : undefined}
            sx={{ textAlign: 'center', position: 'relative', opacity: cancelled ? 0.6 : 1 }}
          >
            {index > 0 && (
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: 26,
                  right: '50%',
                  width: '100%',
                  height: 4,
                  bgcolor: done ? 'success.main' : 'grey.300',
                  zIndex: 0,
                }}
              />
            )}
            <Box
              sx={{
                position: 'relative',
                zIndex: 1,
                mx: 'auto',
                width: 56,
                height: 56,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: done ? 'success.main' : 'grey.300',
                color: done ? '#fff' : 'grey.700',
                boxShadow: isCurrent ? '0 0 0 5px rgba(27,94,32,0.25)' : 'none',
              }}
            >
              <Icon aria-hidden="true" />
            </Box>
            <Typography sx={{ mt: 1, fontWeight: isCurrent ? 800 : 500, fontSize: { xs: 13, sm: 15 } }}>
              {t(step.label)}
              <Box component="span" sx={visuallyHidden}>
                {done ? t('orderStatus.stepDone') : t('orderStatus.stepNotYet')}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** 'Pickup starts in 1:23:45' in the pickup's last day, while the order is on its way to being collected. */
function PickupCountdown({ order }: { order: Order }) {
  const { t } = useTranslation();
  const now = useNow(pickupCountdownSeconds(order, Date.now()) !== null);
  const seconds = pickupCountdownSeconds(order, now);
  if (seconds === null) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Typography role="timer" data-testid="pickup-countdown" sx={{ fontSize: 28, fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
        {t('orderStatus.pickupStartsIn', { time: formatCountdown(seconds) })}
      </Typography>
      <Typography color="text.secondary">{t('orderStatus.keepUpdated')}</Typography>
    </Box>
  );
}

export function OrderStatusPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const { pathname } = useLocation();
  // Orders belong to their customer: a signed-out visitor logs in first and comes back here.
  if (!signedIn) return <LoginRequiredNotice from={pathname} />;
  return <OrderStatus />;
}

function OrderStatus() {
  const { t } = useTranslation();
  const { traceId = '' } = useParams();
  const { tracking, replaceOrder } = useOrderTracking(traceId);

  if (tracking.state === 'loading') return <PageLoader label={t('orderStatus.fetching')} />;
  if (tracking.state === 'failed') {
    return (
      <Box sx={{ textAlign: 'center', py: 10, px: 2 }}>
        <Typography variant="h1" sx={{ fontSize: 28, mb: 2 }}>
          {t('orderStatus.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('orderStatus.fetchFailed')}</Typography>
        <Button component={RouterLink} to={paths.menu} variant="contained">
          {t('orderStatus.backToMenu')}
        </Button>
      </Box>
    );
  }

  const { order } = tracking;
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: 2, py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 28, md: 36 }, mb: 1 }}>
          {t('orderStatus.title')}
        </Typography>
        <Typography sx={{ fontSize: 17 }}>
          {t('orderStatus.trackingId')} <strong data-testid="tracking-id">{order.orderRefId}</strong>
        </Typography>
        <ProgressBar status={order.status} />
        <Typography
          role="status"
          aria-live="polite"
          data-testid="status-message"
          sx={{ textAlign: 'center', fontSize: 20, fontWeight: 700, color: order.status === 'CANCELLED' ? 'error.main' : 'text.primary' }}
        >
          {statusMessage(order.status)}
        </Typography>
        <PaymentPanel order={order} />
        <PickupCountdown order={order} />
        <Box sx={{ mt: 3 }}>
          <CancelOrder order={order} onCancelled={replaceOrder} />
        </Box>
        <Box component="section" aria-labelledby="status-items-title" sx={{ mt: 4, borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Typography id="status-items-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
            {t('orderStatus.yourOrder')}
          </Typography>
          <Typography color="text.secondary">{t('orderStatus.placedOn', { date: formatDateTime(order.createdAt) })}</Typography>
          <Box sx={{ mb: 1 }}>
            <PickupList order={order} />
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {order.orderItems.map((item) => (
              <Box component="li" key={item.id} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.5 }}>
                <Typography>
                  {dishName({ name: item.menuName, nameHi: item.menuNameHi })} × {item.quantity}
                </Typography>
                <Typography>{formatRupees(item.totalPrice)}</Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <OrderTotals
              subtotal={order.subtotal}
              discount={order.discount}
              promotionCode={order.promotionCode}
              tax={order.tax}
              taxLabel={order.taxLabel}
              pricesIncludeTax={order.pricesIncludeTax}
              total={order.total}
            />
          </Box>
          <InvoiceButtons order={order} />
        </Box>
      </Paper>
    </Box>
  );
}
