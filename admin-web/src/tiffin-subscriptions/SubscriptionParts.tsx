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
