import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { DishWaitlistDetail } from '../lib/api-types';
import { WaitingCustomers } from './WaitingCustomers';

const waitlist: DishWaitlistDetail = {
  id: 12,
  name: 'Paneer Butter Masala',
  waiting: 2,
  firstJoinedAt: '2026-11-20T08:15:00.000Z',
  customers: [
    {
      userId: 5,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '919876543210',
      joinedAt: '2026-11-20T08:15:00.000Z',
      notifiedAt: '2026-11-21T04:30:00.000Z',
    },
    { userId: 9, name: 'Vikram Shah', email: 'vikram@example.com', phone: null, joinedAt: '2026-11-21T10:00:00.000Z', notifiedAt: null },
  ],
};

function renderCustomers(shown: DishWaitlistDetail) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <WaitingCustomers waitlist={shown} />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('WaitingCustomers', () => {
  it('lists who is waiting, longest first, with how to reach them and whether they were told', () => {
    renderCustomers(waitlist);
    const rows = within(screen.getByRole('table', { name: 'Customers waiting' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0].textContent)).toEqual(['Asha Rao', 'Vikram Shah']);
    expect(rows[0].textContent).toContain('+91 98765 43210');
    expect(rows[0].textContent).toContain('20 Nov 2026');
    expect(rows[0].textContent).toContain('21 Nov 2026');
    expect(rows[1].textContent).toContain('vikram@example.com');
    expect(rows[1].textContent).toContain('N/A');
    expect(rows[1].textContent).toContain('Not yet');
  });

  it('says so when nobody is waiting any more', () => {
    renderCustomers({ ...waitlist, waiting: 0, customers: [] });
    expect(screen.getByText('Nobody is waiting for this dish any more.')).toBeTruthy();
  });
});
