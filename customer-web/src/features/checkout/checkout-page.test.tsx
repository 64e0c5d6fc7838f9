import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, aCartLine, anOrder } from '../../testing/factories';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { LATEST_ORDER_KEY } from '../../lib/latest-order';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { useSettingsStore } from '../../lib/settings-store';
import { useToastStore } from '../../stores/toast-store';
import { theServerSettings } from '../../testing/factories';
import { CheckoutPage, CONFIRMATION_REDIRECT_MS } from './checkout-page';

const meera = { id: 1, name: 'Meera Iyer', email: 'meera@example.com', phone: '919876500001', role: 'CUSTOMER' as const, avatar: null };

beforeEach(() => {
  useAuthStore.setState({ token: 'customer-token', user: meera, status: 'ready' });
  useCartStore.setState({
    guestLines: [],
    serverCart: aCart([aCartLine({ id: 7, menuScheduleId: 11, name: 'Masala Dosa', quantity: 2 })]),
  });
  useToastStore.setState({ current: null });
});

describe('CheckoutPage', () => {
  it('offers online payment only when the kitchen takes it, worded as the methods it covers', () => {
    useSettingsStore.setState({ settings: theServerSettings({ onlinePayment: null }) });
    const { unmount } = renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.queryByRole('radio', { name: /online/i })).not.toBeInTheDocument();
    unmount();
    useSettingsStore.setState({
      settings: theServerSettings({ onlinePayment: { provider: 'razorpay', checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js' } }),
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('radio', { name: 'Pay online (UPI, cards, netbanking)' })).toBeInTheDocument();
  });

  it('opens the test-mode payment page after placing an online order', async () => {
    useSettingsStore.setState({ settings: theServerSettings() });
    const payment = {
      provider: 'test' as const,
      keyId: 'test_mode',
      providerOrderId: 'order_test_1',
      amount: 25920,
      currency: 'INR' as const,
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    };
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

  it('applies a promotion code: the summary shows the discount and the order carries the code', async () => {
    const quote = { code: 'DIWALI50', description: '₹50 off', subtotal: 240, discount: 50, tax: 15.2, total: 205.2 };
    const { calls } = fakeApi({
      'POST /promotions/quote': (call) =>
        (call.body as { code: string }).code === 'DIWALI50'
          ? ok(quote)
          : fail(404, 'There is no code NOPE. Check the spelling and try again.'),
      'POST /orders': { status: 201, body: { success: true, message: 'Order placed successfully!', data: anOrder() } },
      'DELETE /cart/clear': ok(aCart([])),
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const field = screen.getByLabelText('Promotion code');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('There is no code NOPE. Check the spelling and try again.')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'diwali50{Enter}');
    expect(await screen.findByText('Discount (DIWALI50)')).toBeInTheDocument();
    expect(screen.getByTestId('discount')).toHaveTextContent('−₹50.00');
    expect(screen.getByTestId('total')).toHaveTextContent('₹205.20');
    expect(calls.some((call) => call.path === '/orders')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await vi.waitFor(() => expect(calls.find((call) => call.path === '/orders')?.body).toMatchObject({ promotionCode: 'DIWALI50' }));
  });

  it('shows the three sections and the order summary with the customer’s details', () => {
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(screen.getByRole('heading', { name: '1 Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 Payment Method' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 Special Instructions (optional)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Meera Iyer');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Pay at pickup (cash)' })).toBeChecked();
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
    expect((JSON.parse(localStorage.getItem(LATEST_ORDER_KEY) ?? '{}') as { id?: string }).id).toBe(order.id);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CONFIRMATION_REDIRECT_MS);
    });
    expect((JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { path?: string }).path).toBe('/order-confirmation');
  });

  it('saves a changed name to the profile on blur, but never a blank one', async () => {
    const { calls } = fakeApi({ 'PUT /users/profile': ok({ ...meera, name: 'Meera R. Iyer' }) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const name = screen.getByLabelText(/Full name/);
    const profileCalls = () => calls.filter((call) => call.path === '/users/profile');
    await userEvent.clear(name);
    await userEvent.tab();
    expect(profileCalls()).toHaveLength(0);
    await userEvent.type(name, 'Meera R. Iyer');
    await userEvent.tab();
    expect(profileCalls().map((call) => call.body)).toEqual([{ name: 'Meera R. Iyer' }]);
  });

  it('shows the stored phone grouped for reading and saves a changed one as digits', async () => {
    const { calls } = fakeApi({ 'PUT /users/profile': ok({ ...meera, phone: '919123456789' }) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveValue('+91 98765 00001');
    const profileCalls = () => calls.filter((call) => call.path === '/users/profile');
    await userEvent.click(phone);
    await userEvent.tab();
    expect(profileCalls()).toHaveLength(0);
    await userEvent.clear(phone);
    await userEvent.type(phone, '91234 56789');
    await userEvent.tab();
    expect(profileCalls().map((call) => call.body)).toEqual([{ phone: '919123456789' }]);
  });

  it('holds the cart while checkout is open, counts down, and releases the hold when the customer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hold = {
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      lines: [{ menuScheduleId: 11, menuName: 'Masala Dosa', quantity: 2 }],
    };
    const { calls } = fakeApi({ 'POST /checkout/hold': ok(hold), 'DELETE /checkout/hold': ok(null), 'GET /checkout/pickup-slots': ok([]) });
    const { unmount } = renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(await screen.findByTestId('hold-notice')).toHaveTextContent("We're holding your 2 Masala Dosa for you for 10:00 more");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(screen.getByTestId('hold-notice')).toHaveTextContent('for 9:41');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600_000);
    });
    expect(screen.getByTestId('hold-notice')).toHaveTextContent('Your hold has ended: these portions are on sale to others again.');
    unmount();
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/checkout/hold')).toBe(true));
  });

  it('shows why nothing could be held', async () => {
    fakeApi({
      'POST /checkout/hold': fail(409, 'Only 1 portions of Masala Dosa left (you asked for 2).'),
      'GET /checkout/pickup-slots': ok([]),
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect(await screen.findByTestId('hold-notice')).toHaveTextContent('Only 1 portions of Masala Dosa left (you asked for 2).');
  });

  it('asks for a pickup slot, sends the chosen one, and shows a slot that filled meanwhile as full', async () => {
    const slot = (from: string, label: string, left: number) => ({
      from,
      to: new Date(Date.parse(from) + 15 * 60_000).toISOString(),
      label,
      left,
      full: left === 0,
    });
    const choices = (left: number) => [
      {
        cookDate: '2026-11-24',
        windowFrom: '2026-11-24T06:30:00.000Z',
        windowTo: '2026-11-24T07:00:00.000Z',
        slotMinutes: 15,
        slots: [slot('2026-11-24T06:30:00.000Z', '12:00–12:15', 0), slot('2026-11-24T06:45:00.000Z', '12:15–12:30', left)],
      },
    ];
    let slotsLeft = 1;
    const { calls } = fakeApi({
      'POST /checkout/hold': ok({ expiresAt: new Date(Date.now() + 600_000).toISOString(), lines: [] }),
      'GET /checkout/pickup-slots': () => ok(choices(slotsLeft)),
      'POST /orders': () => {
        slotsLeft = 0;
        return {
          status: 409,
          body: { success: false, code: 'PICKUP_SLOT_FULL', message: 'The 12:15–12:30 pickup just filled up; please pick another time.' },
        };
      },
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const open = await screen.findByRole('radio', { name: /12:15 pm – 12:30 pm/ });
    expect(screen.getByRole('radio', { name: /12:00 pm – 12:15 pm/ })).toBeDisabled();
    expect(screen.getByText('1 left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a pickup time for 24 Nov 2026.');
    expect(calls.some((call) => call.path === '/orders')).toBe(false);

    await userEvent.click(open);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await vi.waitFor(() => expect(screen.getByRole('radio', { name: /12:15 pm – 12:30 pm/ })).toBeDisabled());
    const order = calls.find((call) => call.path === '/orders');
    expect((order?.body as { pickupSlots: unknown }).pickupSlots).toEqual([{ cookDate: '2026-11-24', from: '2026-11-24T06:45:00.000Z' }]);
    expect(screen.getAllByText('The 12:15–12:30 pickup just filled up; please pick another time.').length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: /12:15 pm – 12:30 pm/ })).not.toBeChecked();
  });

  it('offers WhatsApp for the number in the phone field and, when ticked, turns it on before placing the order', async () => {
    const consent = { phone: '919876500001', on: false, topics: { orderUpdates: false, drops: false, reminders: false } };
    const { calls } = fakeApi({
      'GET /profile/whatsapp': ok({ ...consent, consentedAt: null, source: null }),
      'PUT /profile/whatsapp': ok({ ...consent, on: true, consentedAt: '2026-11-26T05:00:00.000Z', source: 'CHECKOUT' }),
      'POST /orders': { status: 201, body: { success: true, message: 'Order placed successfully!', data: anOrder() } },
      'DELETE /cart/clear': ok(aCart([])),
    });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    const offer = await screen.findByRole('checkbox', { name: 'Send order updates on WhatsApp to +91 98765 00001' });
    expect(offer).not.toBeChecked();
    await userEvent.click(offer);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await vi.waitFor(() => expect(calls.some((call) => call.path === '/orders')).toBe(true));
    const order = calls.map((call) => `${call.method} ${call.path}`).filter((call) => /whatsapp|orders/.test(call));
    expect(order).toEqual(['GET /profile/whatsapp', 'PUT /profile/whatsapp', 'POST /orders']);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ on: true, source: 'CHECKOUT' });
  });

  it('places the order without asking again when WhatsApp is already on, or when the box is left unticked', async () => {
    const consent = {
      phone: '919876500001',
      topics: { orderUpdates: true, drops: false, reminders: true },
      consentedAt: null,
      source: null,
    };
    const order = { status: 201, body: { success: true, message: 'Order placed successfully!', data: anOrder() } };
    const alreadyOn = fakeApi({ 'GET /profile/whatsapp': ok({ ...consent, on: true }), 'POST /orders': order });
    const { unmount } = renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    await vi.waitFor(() => expect(alreadyOn.calls.some((call) => call.path === '/profile/whatsapp')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).toBeNull();
    unmount();

    const unticked = fakeApi({ 'GET /profile/whatsapp': ok({ ...consent, on: false }), 'POST /orders': order });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    await screen.findByRole('checkbox', { name: /WhatsApp/ });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await vi.waitFor(() => expect(unticked.calls.some((call) => call.path === '/orders')).toBe(true));
    expect(unticked.calls.filter((call) => call.path === '/profile/whatsapp').map((call) => call.method)).toEqual(['GET']);
  });

  it('sends an empty cart back to the cart page', () => {
    useCartStore.setState({ serverCart: aCart([]) });
    renderRoute(<CheckoutPage />, { route: '/checkout', path: '/checkout' });
    expect((JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { path?: string }).path).toBe('/cart');
  });
});
