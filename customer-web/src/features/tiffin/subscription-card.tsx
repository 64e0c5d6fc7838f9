import { useState } from 'react';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { currentLocale } from '../../i18n/i18n';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import type { TiffinMeal, TiffinSubscription } from '../../lib/api-types';
import { formatCookDay, formatRupees } from '../../lib/format';
import { MealCalendar } from './meal-calendar';
import { PauseForm } from './pause-form';
import { PickupSlotDialog } from './pickup-slot-dialog';
import { TiffinInvoiceButton } from './tiffin-invoice-button';
import { clockRange, weekdaysText } from './tiffin-format';
import { canCancel, subscriptionState, type MealAction, type SubscriptionState } from './tiffin-rules';

const STATE_COLOUR: Record<SubscriptionState, ChipProps['color']> = {
  AWAITING_PAYMENT: 'warning',
  ACTIVE: 'success',
  CANCELLED: 'default',
  ENDED: 'default',
};

/** What the card asks its page to do; the page calls the server and shows the answer. */
export interface SubscriptionChanges {
  meal: (action: MealAction, meal: TiffinMeal) => void;
  pause: (from: string, to: string) => void;
  resume: () => void;
  cancel: () => void;
  pay: () => void;
  pickupSlot: (from: string) => void;
  /** Present when the period can be renewed. */
  renew?: () => void;
}

function Amount({ label, value, highlight = false, testId }: { label: string; value: number; highlight?: boolean; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        p: 1.5,
        borderRadius: 1.5,
        bgcolor: highlight ? 'rgba(27, 94, 32, 0.08)' : 'action.hover',
        border: highlight ? 1 : 0,
        borderColor: 'secondary.main',
      }}
    >
      <Typography variant="body2" color={highlight ? 'secondary.main' : 'text.secondary'} sx={{ fontWeight: highlight ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: highlight ? 22 : 18, fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(value)}
      </Typography>
    </Box>
  );
}

/** A line under the money tiles for what moved credit in or out of the period. */
function MoneyLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One subscription on My tiffin: its plan and period, its money, its coming meals and what can still change. */
export function SubscriptionCard({
  subscription,
  today,
  busy,
  error,
  changes,
}: {
  subscription: TiffinSubscription;
  today: string;
  busy: boolean;
  error: string | null;
  changes: SubscriptionChanges;
}) {
  const { t } = useTiffinTexts();
  const locale = currentLocale();
  const [confirming, setConfirming] = useState(false);
  const [choosingSlot, setChoosingSlot] = useState(false);
  const state = subscriptionState(subscription, today);
  const headingId = `tiffin-subscription-${subscription.id}`;
  const open = state === 'ACTIVE' || state === 'AWAITING_PAYMENT';
  const slotChangeable = open && subscription.pickupSlots.length > 1;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-subscription-id={subscription.id}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, display: 'grid', gap: 2.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <div>
          <Typography id={headingId} component="h2" sx={{ fontSize: { xs: 20, md: 22 }, fontWeight: 800 }}>
            {subscription.planName}
          </Typography>
          <Typography color="text.secondary">
            {t(`meal.${subscription.meal}`)} · {weekdaysText(subscription.weekdays, locale)} · {t(`period.${subscription.period}`)}
          </Typography>
          <Typography color="text.secondary">
            {t('mine.dates', { from: formatCookDay(subscription.startDate, locale), to: formatCookDay(subscription.endDate, locale) })}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
            <Typography color="text.secondary" data-testid="subscription-pickup">
              {t('mine.pickupWindow', { window: clockRange(subscription.pickupFrom, subscription.pickupTo, locale) })}
            </Typography>
            {slotChangeable && (
              <Button size="small" disabled={busy} onClick={() => setChoosingSlot(true)} sx={{ ml: -0.5 }}>
                {t('mine.changeSlot')}
              </Button>
            )}
          </Box>
          {choosingSlot && (
            <PickupSlotDialog
              subscription={subscription}
              slots={subscription.pickupSlots}
              onClose={() => setChoosingSlot(false)}
              onChange={(from) => {
                setChoosingSlot(false);
                changes.pickupSlot(from);
              }}
            />
          )}
          {subscription.autopay && (
            <Typography
              data-testid="subscription-autopay"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, color: 'secondary.main', fontWeight: 700 }}
            >
              <AutorenewIcon fontSize="small" aria-hidden />
              {/* A cancelled or ended period was paid by the mandate but renews no more. */}
              {t(open ? 'mine.autopayOn' : 'mine.autopayPaid')}
            </Typography>
          )}
        </div>
        <Chip label={t(`mine.status.${state}`)} color={STATE_COLOUR[state]} sx={{ fontWeight: 700 }} data-testid="subscription-state" />
      </Box>

      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}

      <Box component="section" aria-label={t('mine.money')}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}>
          <Amount testId="money-amount" label={t('mine.amount')} value={subscription.amount} />
          <Amount testId="money-paid" label={t('mine.paid')} value={subscription.paid} />
          <Amount testId="money-charged" label={t('mine.charged')} value={subscription.charged} />
          <Amount testId="money-due" label={t('mine.due')} value={subscription.due} />
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <Amount testId="money-credit" label={t('mine.credit')} value={subscription.credit} highlight />
          </Box>
        </Box>
        {(subscription.creditApplied > 0 || subscription.creditSettled > 0) && (
          <Box component="dl" sx={{ m: 0, mt: 1 }}>
            {subscription.creditApplied > 0 && (
              <MoneyLine
                testId="money-credit-applied"
                label={t('mine.creditApplied')}
                value={`−${formatRupees(subscription.creditApplied, locale)}`}
              />
            )}
            {subscription.creditSettled > 0 && (
              <MoneyLine
                testId="money-credit-settled"
                label={t('mine.creditSettled')}
                value={formatRupees(subscription.creditSettled, locale)}
              />
            )}
          </Box>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('mine.creditNote')}
        </Typography>
        <TiffinInvoiceButton subscription={subscription} />
      </Box>

      {state === 'AWAITING_PAYMENT' && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" size="small" disabled={busy} onClick={changes.pay} sx={{ whiteSpace: 'nowrap' }}>
              {t('mine.payNow', { amount: formatRupees(subscription.due, locale) })}
            </Button>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
        >
          {t('mine.awaitingNote')}
        </Alert>
      )}

      <Box component="section" aria-labelledby={`${headingId}-meals`}>
        <Typography id={`${headingId}-meals`} component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('mine.meals')}
        </Typography>
        <MealCalendar subscription={subscription} busy={busy} onAction={changes.meal} />
      </Box>

      {open && (
        <>
          <Divider />
          <PauseForm subscription={subscription} busy={busy} onPause={changes.pause} onResume={changes.resume} />
        </>
      )}

      {changes.renew && (
        <>
          <Divider />
          <Button variant="contained" disabled={busy} onClick={changes.renew} sx={{ justifySelf: 'start' }}>
            {t('mine.renew')}
          </Button>
        </>
      )}

      {canCancel(subscription, today) && (
        <>
          <Divider />
          <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirming(true)} sx={{ justifySelf: 'start' }}>
            {t('mine.cancelPlan')}
          </Button>
          <ConfirmDialog
            id={`cancel-tiffin-${subscription.id}`}
            open={confirming}
            texts={{
              title: t('mine.cancelTitle'),
              text: t('mine.cancelText'),
              cancelLabel: t('mine.keepPlan'),
              confirmLabel: t('mine.cancelPlan'),
            }}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              changes.cancel();
            }}
          />
        </>
      )}
    </Paper>
  );
}
