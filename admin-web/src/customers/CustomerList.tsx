import { Chip, Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';

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

export default function CustomerList() {
  const translate = useTranslate();
  return (
    <List
      title={translate('hk.customers.title')}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('hk.customers.search')} />]}
      sort={{ field: 'lastOrderDate', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoCustomers />}>
        <TextField source="name" label={translate('hk.customers.name')} />
        <TextField source="email" label={translate('hk.customers.email')} />
        <TextField source="phone" label={translate('hk.customers.phone')} />
        <NumberField source="orderCount" label={translate('hk.customers.orders')} />
        <FunctionField<CustomerRow>
          label={translate('hk.customers.lastOrder')}
          sortBy="lastOrderDate"
          render={(customer) => formatDateTime(customer.lastOrderDate)}
        />
        <FunctionField<CustomerRow>
          label={translate('hk.customers.status')}
          sortBy="status"
          render={(customer) => (
            <Chip size="small" label={customer.status} color={customer.status === 'Active' ? 'success' : 'default'} />
          )}
        />
      </Datagrid>
    </List>
  );
}
