import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { RecentOrders } from './RecentOrders';

afterEach(cleanup);

describe('RecentOrders', () => {
  it('names each order by the reference its customer quotes, not by a piece of its internal id', () => {
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <RecentOrders
          orders={[
            {
              id: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21',
              orderRefId: 'HK7Q2M9X4B1Z',
              customer: 'asha@example.com',
              customerName: 'Asha Rao',
              date: '2026-11-20T09:15:00.000Z',
              status: 'DELIVERED',
              total: 537.84,
            },
          ]}
        />
      </AdminContext>,
    );
    const table = screen.getByRole('table', { name: 'Recent Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Order ref' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: /Asha Rao/ });
    expect(within(row).getByText('HK7Q2M9X4B1Z')).toBeTruthy();
    expect(row.textContent).not.toContain('3f1c2a9e');
    expect(within(row).getByText('Picked up')).toBeTruthy();
  });
});
