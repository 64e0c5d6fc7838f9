import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  useCreatePath,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatPhone, formatRupees } from '@home-kitchen/api';
import { Fact, Facts } from '../layout/Facts';
import { RecordCards } from '../layout/RecordCards';
import { useIsPhone } from '../lib/use-is-phone';
import { PeriodText, SubscriptionStateChip } from './SubscriptionParts';
import { customerNameText, customerPhoneText, SUBSCRIPTION_STATES, type TiffinSubscription } from './tiffin-subscriptions';

/** The money of a subscription, as its columns and a phone card's lines show it. */
const MONEY = ['amount', 'paid', 'credit', 'due'] as const;

function planText(subscription: TiffinSubscription, translate: TranslateFunction): string {
  return `${subscription.planName} · ${translate(`hk.tiffinPlans.meals.${subscription.meal}`)}`;
}

function NoSubscriptions() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.tiffinSubscriptions.empty')}
    </Typography>
  );
}

/** One subscription on a phone: who, which plan and period, its state and its money; the customer opens it. */
function SubscriptionCard({ subscription }: { subscription: TiffinSubscription }) {
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
          {MONEY.map((field) => (
            <Fact key={field} label={translate(`hk.tiffinSubscriptions.${field}`)} value={formatRupees(subscription[field])} />
          ))}
        </Facts>
      </CardContent>
    </Card>
  );
}

/** Tiffin subscriptions: who takes which plan for which period, and what is paid, owed back as credit and due. */
export default function TiffinSubscriptionList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const filters = [
    <ReferenceInput key="planId" source="planId" reference="tiffin-plans" alwaysOn sort={{ field: 'createdAt', order: 'DESC' }}>
      <SelectInput label={translate('hk.tiffinSubscriptions.plan')} optionText="name" />
    </ReferenceInput>,
    <SelectInput
      key="status"
      source="status"
      label={translate('hk.tiffinSubscriptions.state')}
      choices={SUBSCRIPTION_STATES.map((state) => ({ id: state, name: translate(`hk.tiffinSubscriptions.states.${state}`) }))}
      alwaysOn
    />,
  ];
  return (
    <List
      title={translate('hk.tiffinSubscriptions.title')}
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('hk.tiffinSubscriptions.intro')}
      </Typography>
      {isPhone ? (
        <RecordCards<TiffinSubscription> empty={<NoSubscriptions />}>
          {(subscription) => <SubscriptionCard key={subscription.id} subscription={subscription} />}
        </RecordCards>
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" empty={<NoSubscriptions />}>
          <TextField source="id" label={translate('hk.tiffinSubscriptions.number')} />
          <FunctionField<TiffinSubscription>
            label={translate('hk.tiffinSubscriptions.customer')}
            sortable={false}
            render={(subscription) => (
              <>
                {customerNameText(subscription, translate)}
                {subscription.customerPhone && (
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPhone(subscription.customerPhone)}
                  </Typography>
                )}
              </>
            )}
          />
          <FunctionField<TiffinSubscription>
            label={translate('hk.tiffinSubscriptions.plan')}
            sortable={false}
            render={(subscription) => planText(subscription, translate)}
          />
          <FunctionField<TiffinSubscription>
            label={translate('hk.tiffinSubscriptions.period')}
            sortBy="startDate"
            render={(subscription) => <PeriodText subscription={subscription} />}
          />
          <FunctionField<TiffinSubscription>
            label={translate('hk.tiffinSubscriptions.state')}
            sortable={false}
            render={(subscription) => <SubscriptionStateChip state={subscription.status} />}
          />
          {MONEY.map((field) => (
            <FunctionField<TiffinSubscription>
              key={field}
              label={translate(`hk.tiffinSubscriptions.${field}`)}
              sortable={false}
              textAlign="right"
              render={(subscription) => formatRupees(subscription[field])}
            />
          ))}
        </Datagrid>
      )}
    </List>
  );
}
