import { useState } from 'react';
import { Button as MuiButton, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
  type RowClickFunction,
} from 'react-admin';
import { formatRupees } from '@home-kitchen/api';
import { formatDateTime, paymentMethodLabel, paymentStatusLabel, orderStatusLabel, paymentSummary } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { KitchenDateInput } from '../pickers/KitchenDateInput';
import { KitchenPickupInput } from '../pickers/KitchenPickupInput';
import { ExportCsvButton } from './ExportCsvButton';
import { DownloadInvoicesButton } from './DownloadInvoicesButton';
import { OrderDetailDialog, type OpenedOrder } from './OrderDetailDialog';
import { OrderStatusChip } from './OrderStatusChip';
import { PaymentStatusChip } from './PaymentStatusChip';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type AdminOrder } from './order-types';

const statusChoices = ORDER_STATUSES.map((status) => ({ id: status, name: orderStatusLabel(status) }));
const paymentMethodChoices = PAYMENT_METHODS.map((method) => ({ id: method, name: paymentMethodLabel(method) }));
const paymentStatusChoices = PAYMENT_STATUSES.map((status) => ({ id: status, name: paymentStatusLabel(status) }));
const searchCustomers = (text: string) => ({ q: text });

function OrderListActions() {
  return (
    <TopToolbar>
      <ExportCsvButton />
      <DownloadInvoicesButton />
    </TopToolbar>
  );
}

function NoOrders() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.orders.empty')}
    </Typography>
  );
}

export default function OrderList() {
  const translate = useTranslate();
  const [openedOrder, setOpenedOrder] = useState<OpenedOrder | null>(null);
  const isPhone = useIsPhone();
  const openOrder: RowClickFunction = (_id, _resource, order) => {
    setOpenedOrder(order as AdminOrder);
    return false;
  };

  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('hk.orders.search')} />,
    <SelectInput key="status" source="status" label={translate('hk.orders.status')} choices={statusChoices} alwaysOn />,
    <SelectInput
      key="paymentMethod"
      source="paymentMethod"
      label={translate('hk.orders.payment')}
      choices={paymentMethodChoices}
      alwaysOn
    />,
    <SelectInput
      key="paymentStatus"
      source="paymentStatus"
      label={translate('hk.orders.paymentStatus')}
      choices={paymentStatusChoices}
      alwaysOn
    />,
    <KitchenDateInput key="from" source="from" label={translate('hk.orders.from')} alwaysOn />,
    <KitchenDateInput key="to" source="to" label={translate('hk.orders.to')} alwaysOn />,
    <KitchenPickupInput key="pickupAt" source="pickupAt" label={translate('hk.orders.pickupSlot')} />,
    // Shown when a Customers row opened this list (or the filter is set), with a button to drop it.
    <ReferenceInput key="customerId" source="customerId" reference="customers">
      <AutocompleteInput
        label={translate('hk.orders.customerFilter')}
        optionText="name"
        filterToQuery={searchCustomers}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>,
  ];

  return (
    <>
      <List
        title={translate('hk.orders.title')}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        actions={<OrderListActions />}
        exporter={false}
        empty={false}
        perPage={25}
      >
        {isPhone ? (
          <SimpleList<AdminOrder>
            rowClick={openOrder}
            empty={<NoOrders />}
            primaryText={(order) => order.customerName || order.customer}
            secondaryText={(order) => (
              <>
                {order.orderRefId} · {formatDateTime(order.createdAt ?? order.date)}
                <br />
                {order.pickupAt && `${translate('hk.orders.pickup')} ${formatDateTime(order.pickupAt)} · `}
                {paymentSummary(order)}
              </>
            )}
            tertiaryText={(order) => formatRupees(order.total)}
            rightIcon={(order) => <OrderStatusChip status={order.status} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} empty={<NoOrders />} rowClick={openOrder}>
            <FunctionField<AdminOrder>
              label={translate('hk.orders.orderRef')}
              sortBy="orderRefId"
              render={(order) => <span style={{ fontFamily: 'monospace' }}>{order.orderRefId}</span>}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.customer')}
              sortBy="customerName"
              render={(order) => order.customerName || order.customer}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.date')}
              sortBy="createdAt"
              render={(order) => formatDateTime(order.createdAt ?? order.date)}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.pickup')}
              sortBy="pickupAt"
              render={(order) => formatDateTime(order.pickupAt)}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.status')}
              sortBy="status"
              render={(order) => <OrderStatusChip status={order.status} />}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.payment')}
              sortBy="paymentMethod"
              render={(order) => paymentMethodLabel(order.paymentMethod)}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.paymentStatus')}
              sortBy="paymentStatus"
              render={(order) => <PaymentStatusChip paymentStatus={order.paymentStatus} />}
            />
            <FunctionField<AdminOrder>
              label={translate('hk.orders.total')}
              sortBy="total"
              textAlign="right"
              render={(order) => formatRupees(order.total)}
            />
            <FunctionField<AdminOrder>
              label=""
              render={(order) => (
                <MuiButton
                  size="small"
                  variant="outlined"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpenedOrder(order);
                  }}
                >
                  {translate('hk.orders.view')}
                </MuiButton>
              )}
            />
          </Datagrid>
        )}
      </List>
      <OrderDetailDialog opened={openedOrder} onClose={() => setOpenedOrder(null)} />
    </>
  );
}
