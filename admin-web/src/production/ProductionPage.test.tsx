import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { ProductionSheet } from '../lib/api-types';
import ProductionPage from './ProductionPage';

const sheet: ProductionSheet = {
  cookDate: '2026-11-27',
  dishes: [
    {
      menuId: 3,
      menuName: 'Dal Makhani',
      totalQuantity: 2,
      windows: [{ pickupFrom: '2026-11-27T07:00:00.000Z', pickupTo: '2026-11-27T09:00:00.000Z', quantity: 2 }],
    },
  ],
  pickups: [
    {
      orderId: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21',
      orderRefId: 'HK7Q2M9X4B1Z',
      customerName: 'Asha Rao',
      customerPhone: '919876543210',
      items: [{ name: 'Dal Makhani', quantity: 2 }],
      paymentMethod: 'COD',
      amountDue: 537.84,
      status: 'DELIVERED',
      pickupFrom: '2026-11-27T07:00:00.000Z',
      pickupTo: '2026-11-27T09:00:00.000Z',
    },
  ],
  planMeals: [
    {
      planId: 2,
      planName: 'Weekday lunch',
      meal: 'LUNCH',
      menuId: 3,
      menuName: 'Dal Makhani',
      pickupFrom: '2026-11-27T07:00:00.000Z',
      pickupTo: '2026-11-27T08:30:00.000Z',
      quantity: 18,
    },
  ],
};

afterEach(cleanup);

describe('ProductionPage', () => {
  it('opens on the cook date the server picks (the next one with orders), not on a date of its own', async () => {
    const getProductionSheet = vi.fn((_cookDate?: string) => Promise.resolve(sheet));
    render(
      <AdminContext dataProvider={{ ...testDataProvider(), getProductionSheet }} i18nProvider={i18nProvider}>
        <ProductionPage />
      </AdminContext>,
    );
    await screen.findByRole('heading', { name: 'Production Sheet — 27 Nov 2026' });
    expect(getProductionSheet).toHaveBeenCalledTimes(1);
    expect(getProductionSheet).toHaveBeenCalledWith(undefined);
    const row = screen.getByRole('row', { name: /HK7Q2M9X4B1Z/ });
    expect(row.textContent).toContain('Pay at pickup');
    expect(row.textContent).toContain('Picked up');
    const meals = screen.getByRole('row', { name: /Weekday lunch/ });
    expect(meals.textContent).toContain('Dal Makhani');
    expect(meals.textContent).toContain('18');
    expect(screen.getByRole('heading', { name: 'Tiffin plan meals' })).toBeTruthy();
  });

  it("shows a plan's meals in two pickup slots as one block: the plan once, each slot's row, the meals in all", async () => {
    const inTwoSlots: ProductionSheet = {
      ...sheet,
      planMeals: [
        { ...sheet.planMeals[0], pickupFrom: '2026-11-27T07:30:00.000Z', pickupTo: '2026-11-27T08:00:00.000Z', quantity: 6 },
        { ...sheet.planMeals[0], pickupFrom: '2026-11-27T07:00:00.000Z', pickupTo: '2026-11-27T07:30:00.000Z', quantity: 12 },
      ],
    };
    render(
      <AdminContext
        dataProvider={{ ...testDataProvider(), getProductionSheet: () => Promise.resolve(inTwoSlots) }}
        i18nProvider={i18nProvider}
      >
        <ProductionPage />
      </AdminContext>,
    );
    const table = (await screen.findByRole('heading', { name: 'Tiffin plan meals' })).parentElement!.querySelector('table')!;
    expect(within(table).getByRole('columnheader', { name: 'Pickup slot' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['Weekday lunch18 meals in all', '12:30 pm – 01:00 pm', 'Dal Makhani', '12'],
      ['01:00 pm – 01:30 pm', 'Dal Makhani', '6'],
    ]);
    expect(rows[0].cells[0].rowSpan).toBe(2);
  });
});
