import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { subscriptionOf } from './subscription-fixture';
import TiffinSubscriptionShow from './TiffinSubscriptionShow';

const subscription = subscriptionOf({
  id: 7,
  pickupFrom: '13:00',
  pickupTo: '13:30',
  meals: [
    {
      cookDate: '2026-11-30',
      status: 'RESERVED',
      dish: 'Rajma Chawal',
      changeUntil: '2026-11-29T14:30:00.000Z',
      changeable: true,
      pickupFrom: '13:00',
      pickupTo: '13:30',
    },
  ],
});

function renderShow() {
  const getOne = vi.fn(() => Promise.resolve({ data: subscription }));
  render(
    <MemoryRouter initialEntries={['/tiffin-subscriptions/7/show']}>
      <Routes>
        <Route
          path="/tiffin-subscriptions/:id/show"
          element={
            <AdminContext
              dataProvider={testDataProvider({ getOne: getOne as unknown as DataProvider['getOne'] })}
              i18nProvider={i18nProvider}
            >
              <ResourceContextProvider value="tiffin-subscriptions">
                <TiffinSubscriptionShow />
              </ResourceContextProvider>
            </AdminContext>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return getOne;
}

afterEach(cleanup);

describe("a subscription's page", () => {
  it("shows the subscription's own pickup slot, and each coming meal's", async () => {
    const getOne = renderShow();
    const meals = await screen.findByRole('table', { name: 'Coming meals' });
    expect(getOne).toHaveBeenCalledWith('tiffin-subscriptions', expect.objectContaining({ id: '7' }));
    const slot = screen.getByText('Pickup slot', { selector: 'dt' });
    expect(slot.nextElementSibling?.textContent).toBe('1 pm – 1:30 pm');
    expect(within(meals).getByRole('columnheader', { name: 'Pickup slot' })).toBeTruthy();
    expect(within(meals).getByRole('row', { name: /Rajma Chawal/ }).textContent).toContain('1 pm – 1:30 pm');
  });
});
