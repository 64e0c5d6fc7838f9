import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCookDate } from '../lib/format';
import type { TiffinSubscription, TiffinSubscriptionState } from './tiffin-subscriptions';

const STATE_COLOURS: Record<TiffinSubscriptionState, 'warning' | 'success' | 'default'> = {
  AWAITING_PAYMENT: 'warning',
  ACTIVE: 'success',
  CANCELLED: 'default',
};

export function SubscriptionStateChip({ state }: { state: TiffinSubscriptionState }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`hk.tiffinSubscriptions.states.${state}`)} color={STATE_COLOURS[state]} />;
}

/**
 * How the period is paid: 'UPI AutoPay' (the mandate pays it and renews it when it charges the next) as a chip, so
 * it stands out in a list, or 'Prepaid' as plain text.
 */
export function PaymentKind({ subscription }: { subscription: Pick<TiffinSubscription, 'autopay'> }) {
  const translate = useTranslate();
  return subscription.autopay ? (
    <Chip size="small" variant="outlined" color="info" label={translate('hk.tiffinSubscriptions.autopay')} />
  ) : (
    <>{translate('hk.tiffinSubscriptions.prepaid')}</>
  );
}

/** 'One week' and its dates: '26 Nov 2026 to 02 Dec 2026'. */
export function PeriodText({ subscription }: { subscription: Pick<TiffinSubscription, 'period' | 'startDate' | 'endDate'> }) {
  const translate = useTranslate();
  return (
    <>
      {translate(`hk.tiffinPlans.periodNames.${subscription.period}`)}
      <br />
      {translate('hk.tiffinSubscriptions.dates', {
        from: formatCookDate(subscription.startDate),
        to: formatCookDate(subscription.endDate),
      })}
    </>
  );
}
