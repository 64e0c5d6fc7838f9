import { Chip } from '@mui/material';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import type { CustomerRow } from '../lib/api-types';
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
 * The subscriber's name from the Customers list; a subscriber who has never ordered is not in it yet, and shows as
 * 'Customer #31' (the user id) until then.
 */
export function CustomerName({ userId }: { userId: number }) {
  const translate = useTranslate();
  const { data } = useGetManyAggregate<CustomerRow>('customers', { ids: [userId] });
  const customer = data?.find((row) => Number(row.id) === userId);
  return <>{customer?.name || translate('hk.tiffinSubscriptions.customerNumber', { id: userId })}</>;
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
