import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatRupees } from '@home-kitchen/api';
import { Fact, Facts } from '../layout/Facts';
import { RecordPaymentButton } from './RecordPaymentButton';
import { PaymentKind } from './SubscriptionParts';
import { TiffinInvoiceButton } from './TiffinInvoiceButton';
import { awaitsPayment, type TiffinSubscription } from './tiffin-subscriptions';

/**
 * The period's money in the order it adds up: its price, less the previous period's credit, less what was paid, is
 * due; the credit it holds for meals not served, and what of that credit has already left (refunded or carried).
 */
const MONEY = ['amount', 'creditApplied', 'paid', 'credit', 'creditSettled', 'charged', 'due'] as const;

/** The period it renews, as a link to that subscription's page; '—' for a first period. */
function RenewalOf({ subscription }: { subscription: Pick<TiffinSubscription, 'renewalOf'> }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (subscription.renewalOf === null) return <>{translate('hk.app.none')}</>;
  return (
    <MuiLink component={Link} to={createPath({ resource: 'tiffin-subscriptions', type: 'show', id: subscription.renewalOf })}>
      {translate('hk.tiffinSubscriptions.detailTitle', { id: subscription.renewalOf })}
    </MuiLink>
  );
}

/** A subscription's money, how it is paid, the period it renews, and the kitchen's Record payment and invoice. */
export function SubscriptionMoney({ subscription }: { subscription: TiffinSubscription }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="subscription-money-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id="subscription-money-title">
          {translate('hk.tiffinSubscriptions.money')}
        </Typography>
        <Facts>
          <Fact label={translate('hk.tiffinSubscriptions.pricePerMeal')} value={formatRupees(subscription.pricePerMeal)} />
          <Fact label={translate('hk.tiffinSubscriptions.mealsInPeriod')} value={String(subscription.mealsInPeriod)} />
          {MONEY.map((field) => (
            <Fact key={field} label={translate(`hk.tiffinSubscriptions.${field}`)} value={formatRupees(subscription[field])} />
          ))}
          <Fact label={translate('hk.tiffinSubscriptions.paidBy')} value={<PaymentKind subscription={subscription} />} />
          <Fact label={translate('hk.tiffinSubscriptions.renewalOf')} value={<RenewalOf subscription={subscription} />} />
        </Facts>
        {awaitsPayment(subscription) && (
          <Box>
            <RecordPaymentButton subscription={subscription} />
          </Box>
        )}
        {subscription.paid > 0 && (
          <Box>
            <TiffinInvoiceButton subscription={subscription} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
