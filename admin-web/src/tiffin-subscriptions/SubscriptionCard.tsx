import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatRupees } from '@home-kitchen/api';
import { Fact, Facts } from '../layout/Facts';
import { PaymentKind, PeriodText, SubscriptionStateChip } from './SubscriptionParts';
import { customerNameText, customerPhoneText, planText, type TiffinSubscription } from './tiffin-subscriptions';

/** The money of a subscription the list shows, as its columns and a phone card's lines; its page shows all of it. */
export const LIST_MONEY = ['amount', 'paid', 'credit', 'due'] as const;

/** One subscription on a phone: who, which plan and period, its state, how it is paid and its money; the customer opens it. */
export function SubscriptionCard({ subscription }: { subscription: TiffinSubscription }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none' }}
      aria-label={translate('hk.tiffinSubscriptions.detailTitle', { id: subscription.id })}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <MuiLink component={Link} to={createPath({ resource: 'tiffin-subscriptions', type: 'show', id: subscription.id })}>
              {customerNameText(subscription, translate)}
            </MuiLink>
          </Typography>
          <SubscriptionStateChip state={subscription.status} />
        </Box>
        <Facts>
          <Fact label={translate('hk.tiffinSubscriptions.phone')} value={customerPhoneText(subscription, translate)} />
          <Fact label={translate('hk.tiffinSubscriptions.plan')} value={planText(subscription, translate)} />
          <Fact label={translate('hk.tiffinSubscriptions.period')} value={<PeriodText subscription={subscription} />} />
          <Fact label={translate('hk.tiffinSubscriptions.paidBy')} value={<PaymentKind subscription={subscription} />} />
          {LIST_MONEY.map((field) => (
            <Fact key={field} label={translate(`hk.tiffinSubscriptions.${field}`)} value={formatRupees(subscription[field])} />
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
}
