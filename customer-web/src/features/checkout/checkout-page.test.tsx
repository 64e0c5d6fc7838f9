import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, aCartLine, anOrder } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { LATEST_ORDER_KEY } from '../../lib/latest-order';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { useSettingsStore } from '../../stores/settings-store';
import { useToastStore } from '../../stores/toast-store';
import { theServerSettings } from '../../testing/factories';
import { CheckoutPage, CONFIRMATION_REDIRECT_MS } from './checkout-page';

const meera = { id: 1, name: 'Meera Iyer', email: 'meera@example.com', phone: '919876500001', role: 'CUSTOMER' as const, avatar: null };

beforeEach(() => {
  useAuthStore.setState({ token: 'customer-token', user: meera, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: aCart([aCartLine({ id: 7, menuScheduleId: 11, name: 'Masala Dosa', quantity: 2 })]) });
  useToastStore.setState({ current: null });
});

describe('CheckoutPage', () => {
  it('offers online payment only when the kitchen takes it, worded as the methods it covers', () => {
    useSettingsStore.setState({ settings: theServerSettings({ onlinePayment: null }) });
    const { unmount } = renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.queryByRole('radio', { name: /online/i })).not.toBeInTheDocument();
    unmount();
    useSettingsStore.setState({ settings: theServerSettings({ onlinePayment: { provider: 'razorpay', checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' } }) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('radio', { name: 'Pay online (UPI, cards, netbanking)' })).toBeInTheDocument();
  });

  it('opens the test-mode payment page after placing an online order', async () => {
    useSettingsStore.setState({ settings: theServerSettings() });
    const payment = { provider: 'test' as const, keyId: 'test_mode', providerOrderId: 'order_test_1', amount: 25920, currency: 'INR' as const, expiresAt: new Date(Date.now() + 600_000).toISOString() };
    const order = anOrder({ status: 'AWAITING_PAYMENT', paymentMethod: 'ONLINE', paymentStatus: 'PENDING', payment });
    fakeApi({
      'POST /orders': { status: 201, body: { success: true, message: 'Order placed successfully!', data: order } },
      'DELETE /cart/clear': ok(aCart([])),
    });
    const { router } = renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    await userEvent.click(screen.getByRole('radio', { name: /Pay online/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/pay/test/${order.id}`));
  });

  it('shows the three sections and the order summary with the customer’s details', () => {
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { name: '1 Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Special Instructions (optional)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.getByText('Masala Dosa × 2')).toBeInTheDocument();
  });

  it('places one order with one Idempotency-Key however often it is confirmed, then opens the confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const order = anOrder();
    const { calls } = fakeApi({
      'POST /orders': { status: 201, body: { success: true, message: 'Order placed successfully!', data: order } },
      'DELETE /cart/clear': ok(aCart([])),
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    // The cart is cleared once the order stands; the summary keeps what was ordered until the confirmation opens.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(useCartStore.getState().serverCart?.items ?? []).toHaveLength(0);
    expect(screen.getByText('Masala Dosa × 2')).toBeInTheDocument();
    expect(screen.getByTestId('total')).not.toHaveTextContent('₹0.00');

    const orderCalls = calls.filter((call) => call.method === 'POST' && call.path === '/orders');
    expect(orderCalls).toHaveLength(1);
    expect(orderCalls[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(orderCalls[0]?.body).toEqual({
      orderItems: [{ menuScheduleId: 11, quantity: 2 }],
      paymentMethod: 'COD',
      specialInstructions: 'No special instructions',
    });
    expect(useToastStore.getState().current?.message).toBe('🎉 Order placed successfully!');
    expect(JSON.parse(localStorage.getItem(LATEST_ORDER_KEY) ?? '{}').id).toBe(order.id);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRMATION_REDIRECT_MS);
    });
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '{}').path).toBe('/order-confirmation');
  });

  it('saves a changed name to the profile on blur, but never a blank one', async () => {
    const { calls } = fakeApi({ 'PUT /users/profile': ok({ ...meera, name: 'Meera R. Iyer' }) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const name = screen.getByLabelText(/Full name/);
    await userEvent.clear(name);
    await userEvent.tab();
    expect(calls).toHaveLength(0);
    await userEvent.type(name, 'Meera R. Iyer');
    await userEvent.tab();
    expect(calls.map((call) => call.body)).toEqual([{ name: 'Meera R. Iyer' }]);
  });

  it('shows the stored phone grouped for reading and saves a changed one as digits', async () => {
    const { calls } = fakeApi({ 'PUT /users/profile': ok({ ...meera, phone: '919123456789' }) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+91 98765 00001');
    await userEvent.click(phone);
    await userEvent.tab();
    expect(calls).toHaveLength(0);
    await userEvent.clear(phone);
    await userEvent.type(phone, '91234 56789');
    await userEvent.tab();
    expect(calls.map((call) => call.body)).toEqual([{ phone: '919123456789' }]);
  });

  it('sends an empty cart back to the cart page', () => {
    useCartStore.setState({ serverCart: aCart([]) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '{}').path).toBe('/cart');
  });
});
