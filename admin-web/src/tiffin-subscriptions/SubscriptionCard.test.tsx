import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { subscriptionOf } from './subscription-fixture';
import { SubscriptionCard } from './SubscriptionCard';
import type { TiffinSubscription } from './tiffin-subscriptions';

function renderCard(subscription: TiffinSubscription) {
  render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ul>
        <SubscriptionCard subscription={subscription} />
      </ul>
    </AdminContext>,
  );
  return screen.getByRole('listitem', { name: `Subscription ${subscription.id}` });
}

afterEach(cleanup);

describe('a subscription on a phone', () => {
  it('marks a period UPI AutoPay pays with a chip, beside its state and money', () => {
    const card = renderCard(subscriptionOf({ autopay: true }));
    const paidBy = Array.from(card.querySelectorAll('dt')).find((label) => label.textContent === 'Paid by');
    expect(paidBy?.nextElementSibling?.querySelector('.MuiChip-root')?.textContent).toBe('UPI AutoPay');
    expect(card.textContent).toContain('Active');
    expect(card.textContent).toContain('₹2,169.00');
  });

  it('says a prepaid period is prepaid, with no chip', () => {
    const card = renderCard(subscriptionOf({ autopay: false }));
    expect(card.textContent).toContain('Paid byPrepaid');
    expect(card.textContent).not.toContain('UPI AutoPay');
  });
});
