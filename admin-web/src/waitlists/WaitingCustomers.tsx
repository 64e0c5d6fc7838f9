import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPhone } from '@home-kitchen/api';
import type { DishWaitlistDetail } from '../lib/api-types';
import { formatDateTime } from '../lib/format';
import { TableScroller } from '../layout/TableScroller';
import { useIsPhone } from '../lib/use-is-phone';

type WaitingCustomer = DishWaitlistDetail['customers'][number];

function useCustomerFacts() {
  const translate = useTranslate();
  return {
    phone: (customer: WaitingCustomer) => formatPhone(customer.phone) || translate('hk.app.notAvailable'),
    lastTold: (customer: WaitingCustomer) => formatDateTime(customer.notifiedAt) || translate('hk.waitlists.notTold'),
  };
}

/** On a phone: one block per customer, every fact on its own line, nothing to scroll sideways. */
function WaitingCustomerCards({ customers }: { customers: WaitingCustomer[] }) {
  const translate = useTranslate();
  const facts = useCustomerFacts();
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {customers.map((customer) => (
        <Box component="li" key={customer.userId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{customer.name}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {customer.email} · {facts.phone(customer)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('hk.waitlists.since', { date: formatDateTime(customer.joinedAt) })} · {translate('hk.waitlists.lastTold')}:{' '}
            {facts.lastTold(customer)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

function WaitingCustomersTable({ customers }: { customers: WaitingCustomer[] }) {
  const translate = useTranslate();
  const facts = useCustomerFacts();
  const label = translate('hk.waitlists.customers');
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('hk.waitlists.customer')}</TableCell>
            <TableCell>{translate('hk.waitlists.email')}</TableCell>
            <TableCell>{translate('hk.waitlists.phone')}</TableCell>
            <TableCell>{translate('hk.waitlists.firstJoined')}</TableCell>
            <TableCell>{translate('hk.waitlists.lastTold')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {customers.map((customer) => (
            <TableRow key={customer.userId}>
              <TableCell>{customer.name}</TableCell>
              <TableCell>{customer.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{facts.phone(customer)}</TableCell>
              <TableCell>{formatDateTime(customer.joinedAt)}</TableCell>
              <TableCell>{facts.lastTold(customer)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Who waits for one dish, longest waiting first, as the server lists them. */
export function WaitingCustomers({ waitlist }: { waitlist: DishWaitlistDetail }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  if (waitlist.customers.length === 0) return <Typography color="text.secondary">{translate('hk.waitlists.nobodyLeft')}</Typography>;
  return isPhone ? <WaitingCustomerCards customers={waitlist.customers} /> : <WaitingCustomersTable customers={waitlist.customers} />;
}
