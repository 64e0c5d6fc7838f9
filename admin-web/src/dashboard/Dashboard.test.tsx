import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { DashboardStats } from '../lib/api-types';
import Dashboard from './Dashboard';

const stats: DashboardStats = {
  totalOrders: 12,
  revenue: 4521.5,
  popularItem: 'Dal Makhani',
  ordersToday: 3,
  inProgress: 1,
  completed: 7,
  recentOrders: [],
};

afterEach(cleanup);

describe('Dashboard', () => {
  it('says what the revenue counts: money kept, not every order placed', async () => {
    const dataProvider = { ...testDataProvider(), getDashboard: () => Promise.resolve(stats) };
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>,
    );
    const revenue = await screen.findByTestId('stat-Revenue');
    expect(revenue.querySelector('[data-testid="stat-value"]')?.textContent).toBe('₹4,521.50');
    expect(revenue.querySelector('[data-testid="stat-caption"]')?.textContent).toBe(
      'Money kept: cash orders once picked up and online orders once paid, less refunds',
    );
    expect(screen.getByTestId('stat-Total Orders').querySelector('[data-testid="stat-caption"]')).toBeNull();
  });

  it('shows how many customers have WhatsApp on, with the way to their messages', async () => {
    const settings = { id: 'whatsapp', autoReply: '', customersOn: 42, configured: false, signatureFailures: 0 } as const;
    const dataProvider = {
      ...testDataProvider(),
      getDashboard: () => Promise.resolve(stats),
      getWhatsAppSettings: () => Promise.resolve(settings),
    };
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Dashboard />
      </AdminContext>,
    );
    expect((await screen.findByTestId('whatsapp-customers-on')).textContent).toBe('Customers with WhatsApp on: 42');
    expect(screen.getByRole('link', { name: 'Open Messages' }).getAttribute('href')).toMatch(/\/messages$/);
  });
});
