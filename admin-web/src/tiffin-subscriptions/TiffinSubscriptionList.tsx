import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, ReferenceInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { formatPhone, formatRupees } from '@home-kitchen/api';
import { RecordCards } from '../layout/RecordCards';
import { useIsPhone } from '../lib/use-is-phone';
import { LIST_MONEY, SubscriptionCard } from './SubscriptionCard';
import { PaymentKind, PeriodText, SubscriptionStateChip } from './SubscriptionParts';
import { customerNameText, planText, SUBSCRIPTION_STATES, type TiffinSubscription } from './tiffin-subscriptions';

function NoSubscriptions() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.tiffinSubscriptions.empty')}
    </Typography>
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
          <FunctionField<TiffinSubscription>
            label={translate('hk.tiffinSubscriptions.paidBy')}
            sortable={false}
            render={(subscription) => <PaymentKind subscription={subscription} />}
          />
          {LIST_MONEY.map((field) => (
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
