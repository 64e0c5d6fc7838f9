import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { subscriptionOf } from './subscription-fixture';
import { SubscriptionMoney } from './SubscriptionMoney';
import type { TiffinSubscription } from './tiffin-subscriptions';

function renderMoney(subscription: TiffinSubscription) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <SubscriptionMoney subscription={subscription} />
    </AdminContext>,
  );
  return screen.getByRole('region', { name: 'Money' });
}

/** Each label of the money list with its value, as a reader hears them. */
function facts(region: HTMLElement): Record<string, string> {
  const labels = Array.from(region.querySelectorAll('dt'));
  return Object.fromEntries(labels.map((label) => [label.textContent, label.nextElementSibling?.textContent ?? '']));
}

afterEach(cleanup);

describe("a subscription's money", () => {
  it('shows the credit taken from the last period and the credit that left this one, in rupees', () => {
    expect(facts(renderMoney(subscriptionOf()))).toMatchObject({
      Amount: '₹2,410.00',
      'Credit from the last period': '₹241.00',
      Paid: '₹2,169.00',
      Credit: '₹60.25',
      'Credit refunded or carried': '₹60.25',
      Charged: '₹2,289.50',
      Due: '₹0.00',
    });
  });

  it('says a period is paid by UPI AutoPay, or prepaid', () => {
    expect(facts(renderMoney(subscriptionOf({ autopay: true })))['Paid by']).toBe('UPI AutoPay');
    cleanup();
    expect(facts(renderMoney(subscriptionOf({ autopay: false })))['Paid by']).toBe('Prepaid');
  });

  it("links a renewal to the period it renews, and says '—' for a first period", () => {
    const money = renderMoney(subscriptionOf({ renewalOf: 6 }));
    expect(facts(money).Renews).toBe('Subscription 6');
    expect(screen.getByRole('link', { name: 'Subscription 6' }).getAttribute('href')).toMatch(/\/tiffin-subscriptions\/6\/show$/);
    cleanup();
    expect(facts(renderMoney(subscriptionOf({ renewalOf: null }))).Renews).toBe('—');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
