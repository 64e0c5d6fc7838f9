import { Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SearchInput, SimpleList, TextField, useListContext, useTranslate } from 'react-admin';
import { formatDateTime, formatPhone } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';

interface CustomerRow {
  id: number;
  email: string;
  name: string;
  phone: string;
  orderCount: number;
  lastOrderDate: string | null;
  status: 'Active' | 'Inactive';
}

/** With a search typed the table is empty because nothing matched, otherwise because nobody ordered yet. */
function NoCustomers() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const searching = typeof filterValues.q === 'string' && filterValues.q.trim() !== '';
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(searching ? 'hk.customers.noMatch' : 'hk.customers.noCustomers')}
    </Typography>
  );
}

function StatusChip({ status }: { status: CustomerRow['status'] }) {
  return <Chip size="small" label={status} color={status === 'Active' ? 'success' : 'default'} />;
}

export default function CustomerList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <List
      title={translate('hk.customers.title')}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('hk.customers.search')} />]}
      sort={{ field: 'lastOrderDate', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
    >
      {isPhone ? (
        <SimpleList<CustomerRow>
          rowClick={false}
          empty={<NoCustomers />}
          primaryText={(customer) => customer.name}
          secondaryText={(customer) => [customer.email, formatPhone(customer.phone)].filter(Boolean).join(' · ')}
          tertiaryText={(customer) => <StatusChip status={customer.status} />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoCustomers />}>
          <TextField source="name" label={translate('hk.customers.name')} />
          <TextField source="email" label={translate('hk.customers.email')} />
          <FunctionField<CustomerRow> label={translate('hk.customers.phone')} sortBy="phone" render={(customer) => formatPhone(customer.phone)} />
          <NumberField source="orderCount" label={translate('hk.customers.orders')} />
          <FunctionField<CustomerRow>
            label={translate('hk.customers.lastOrder')}
            sortBy="lastOrderDate"
            render={(customer) => formatDateTime(customer.lastOrderDate)}
          />
          <FunctionField<CustomerRow>
            label={translate('hk.customers.status')}
            sortBy="status"
            render={(customer) => <StatusChip status={customer.status} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
