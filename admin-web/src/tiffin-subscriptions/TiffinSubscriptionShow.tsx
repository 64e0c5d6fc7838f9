import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ShowBase, Title, useShowContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Fact, Facts } from '../layout/Facts';
import { PageLoading } from '../layout/PageLoading';
import { SectionCard } from '../layout/SectionCard';
import { TableScroller } from '../layout/TableScroller';
import { formatCookDay, formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { pickupWindowText, weekdaysText } from '../tiffin-plans/tiffin-text';
import { SubscriptionMoney } from './SubscriptionMoney';
import { PeriodText, SubscriptionStateChip } from './SubscriptionParts';
import { customerNameText, customerPhoneText, planText, type TiffinSubscription } from './tiffin-subscriptions';

/**
 * The subscription's meals to the end of its period, each with its pickup slot; on a phone each date carries its slot and
 * change deadline, for want of columns.
 */
function ComingMeals({ subscription }: { subscription: TiffinSubscription }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const title = translate('hk.tiffinSubscriptions.meals');
  return (
    <SectionCard
      title={title}
      emptyText={translate('hk.tiffinSubscriptions.noMeals')}
      loading={false}
      empty={subscription.meals.length === 0}
    >
      <TableScroller label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hk.tiffinSubscriptions.mealDate')}</TableCell>
              <TableCell>{translate('hk.tiffinSubscriptions.mealState')}</TableCell>
              <TableCell>{translate('hk.tiffinSubscriptions.dish')}</TableCell>
              {!isPhone && <TableCell>{translate('hk.tiffinSubscriptions.pickupSlot')}</TableCell>}
              {!isPhone && <TableCell>{translate('hk.tiffinSubscriptions.changeUntil')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {subscription.meals.map((meal) => (
              <TableRow key={meal.cookDate}>
                <TableCell>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCookDay(meal.cookDate)}
                  </Box>
                  {isPhone && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {pickupWindowText(meal.pickupFrom, meal.pickupTo)}
                      <br />
                      {translate('hk.tiffinSubscriptions.changeUntilShort', { time: formatDateTime(meal.changeUntil) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{translate(`hk.tiffinSubscriptions.mealStates.${meal.status}`)}</TableCell>
                <TableCell>{meal.dish ?? translate('hk.tiffinSubscriptions.dishNotChosen')}</TableCell>
                {!isPhone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{pickupWindowText(meal.pickupFrom, meal.pickupTo)}</TableCell>}
                {!isPhone && <TableCell>{formatDateTime(meal.changeUntil)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </SectionCard>
  );
}

function SubscriptionShowContent() {
  const translate = useTranslate();
  const { record: subscription, isPending } = useShowContext<TiffinSubscription>();
  if (isPending || !subscription) return <PageLoading />;
  const heading = translate('hk.tiffinSubscriptions.detailTitle', { id: subscription.id });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'stretch' }}>
      <Title title={heading} />
      <Box>
        <Button component={Link} to="/tiffin-subscriptions" startIcon={<ArrowBackIcon />}>
          {translate('hk.tiffinSubscriptions.allSubscriptions')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {heading}
              </Typography>
              <SubscriptionStateChip state={subscription.status} />
            </Box>
            <Facts>
              <Fact label={translate('hk.tiffinSubscriptions.customer')} value={customerNameText(subscription, translate)} />
              <Fact label={translate('hk.tiffinSubscriptions.phone')} value={customerPhoneText(subscription, translate)} />
              <Fact label={translate('hk.tiffinSubscriptions.plan')} value={planText(subscription, translate)} />
              <Fact label={translate('hk.tiffinSubscriptions.days')} value={weekdaysText(subscription.weekdays)} />
              <Fact label={translate('hk.tiffinSubscriptions.period')} value={<PeriodText subscription={subscription} />} />
              <Fact
                label={translate('hk.tiffinSubscriptions.pickupSlot')}
                value={pickupWindowText(subscription.pickupFrom, subscription.pickupTo)}
              />
              <Fact label={translate('hk.tiffinSubscriptions.subscribed')} value={formatDateTime(subscription.createdAt)} />
            </Facts>
          </CardContent>
        </Card>
        <SubscriptionMoney subscription={subscription} />
      </Box>
      <ComingMeals subscription={subscription} />
    </Box>
  );
}

/** A subscription's page: who, which plan and period, its money, the kitchen's Record payment, and its coming meals. */
export default function TiffinSubscriptionShow() {
  return (
    <ShowBase>
      <SubscriptionShowContent />
    </ShowBase>
  );
}
