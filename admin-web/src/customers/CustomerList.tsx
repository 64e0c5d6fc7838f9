import { Chip, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Datagrid,
  FunctionField,
  Link,
  List,
  SearchInput,
  SimpleList,
  TextField,
  useListContext,
  useTranslate,
  type RowClickFunction,
} from 'react-admin';
import { formatPhone } from '@home-kitchen/api';
import type { CustomerRow } from '../lib/api-types';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { customerOrdersPath } from './customer-orders-path';

/** With a search typed the table is empty because nothing matched, otherwise because nobody ordered yet. */
function NoCustomers() {
  const translate = useTranslate();
  const { q } = useListContext().filterValues as { q?: unknown };
  const searching = typeof q === 'string' && q.trim() !== '';
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(searching ? 'hk.customers.noMatch' : 'hk.customers.noCustomers')}
    </Typography>
  );
}

function StatusChip({ status }: { status: CustomerRow['status'] }) {
  return <Chip size="small" label={status} color={status === 'Active' ? 'success' : 'default'} />;
}

/** The order count, as a link for keyboard users: the whole row opens the same list on a click. */
function OrdersLink({ customer }: { customer: CustomerRow }) {
  const translate = useTranslate();
  return (
    <Link
      to={customerOrdersPath(customer.id)}
      aria-label={translate('hk.customers.ordersOf', { smart_count: customer.orderCount, name: customer.name })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {customer.orderCount}
    </Link>
  );
}

/** A row opens that customer's orders. */
const openCustomerOrders: RowClickFunction = (id) => customerOrdersPath(id);

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
          rowClick={openCustomerOrders}
          empty={<NoCustomers />}
          primaryText={(customer) => customer.name}
          secondaryText={(customer) => [customer.email, formatPhone(customer.phone)].filter(Boolean).join(' · ')}
          tertiaryText={(customer) => <StatusChip status={customer.status} />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={openCustomerOrders} empty={<NoCustomers />}>
          <TextField source="name" label={translate('hk.customers.name')} />
          <TextField source="email" label={translate('hk.customers.email')} />
          <FunctionField<CustomerRow>
            label={translate('hk.customers.phone')}
            sortBy="phone"
            render={(customer) => formatPhone(customer.phone)}
          />
          <FunctionField<CustomerRow>
            label={translate('hk.customers.orders')}
            sortBy="orderCount"
            textAlign="right"
            render={(customer) => <OrdersLink customer={customer} />}
          />
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
