import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../stores/auth-store';
import { useToastStore } from '../../stores/toast-store';
import { fakeApi, ok } from '../../testing/fake-api';
import { aTiffinSubscription } from '../../testing/factories';
import { renderRoute } from '../../testing/render-route';
import { TiffinTestPaymentPage } from './tiffin-test-payment-page';

const awaiting = aTiffinSubscription({ status: 'AWAITING_PAYMENT', paid: 0, charged: 0, due: 602.5 });
const checkout = { provider: 'test', keyId: 'test', checkoutUrl: null, providerOrderId: 'order_test_7', amount: 60250, currency: 'INR' };

describe('TiffinTestPaymentPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' }));
  afterEach(() => useAuthStore.setState({ token: null, user: null, status: 'ready' }));

  it('records a failed attempt with Fail and goes back to My tiffin, the period still unpaid', async () => {
    const { calls } = fakeApi({
      'GET /tiffin/subscriptions/7': ok(awaiting),
      'POST /tiffin/subscriptions/7/checkout': ok(checkout),
      'POST /payments/test/order_test_7/fail': ok(awaiting),
    });
    renderRoute(<TiffinTestPaymentPage />, { route: '/tiffin/pay/test/:subscriptionId', path: '/tiffin/pay/test/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Fail' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('"path":"/tiffin/mine"');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/tiffin/subscriptions/7/checkout',
      '/payments/test/order_test_7/fail',
    ]);
    expect(useToastStore.getState().current?.message).toBe('The payment failed and nothing was paid. You can pay again from My tiffin.');
  });
});
