import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '../../stores/auth-store';
import { fakeApi, ok } from '../../testing/fake-api';
import { aTiffinPlan, aTiffinSubscription } from '../../testing/factories';
import { renderRoute } from '../../testing/render-route';
import { TiffinPlansPage } from './tiffin-plans-page';

const plan = aTiffinPlan();
const open = (path = '/tiffin') => renderRoute(<TiffinPlansPage />, { route: '/tiffin', path });
const where = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}') as { path: string; state: unknown };

describe('TiffinPlansPage', () => {
  afterEach(() => useAuthStore.setState({ token: null, user: null, status: 'ready' }));

  it('lists each plan with its meal, days, price per meal in rupees, pickup window and skip cutoff in words', async () => {
    fakeApi({
      'GET /tiffin/plans': ok([
        plan,
        aTiffinPlan({
          id: 3,
          name: 'Weekend dinner',
          meal: 'DINNER',
          weekdays: [6, 7],
          periods: ['FOUR_WEEKS'],
          skipCutoffDaysBefore: 0,
          skipCutoffTime: '12:00',
          pickupFrom: '19:00',
          pickupTo: '20:00',
          slotMinutes: 30,
          pickupSlots: [
            { from: '19:00', to: '19:30' },
            { from: '19:30', to: '20:00' },
          ],
        }),
      ]),
    });
    open();
    const lunch = await screen.findByRole('article', { name: 'Weekday lunch' });
    expect(lunch).toHaveTextContent('Lunch');
    expect(lunch).toHaveTextContent('₹120.50a meal');
    expect(lunch).toHaveTextContent('DaysMon–Fri');
    expect(lunch).toHaveTextContent('Pickup12:30 pm – 2:00 pm');
    expect(lunch).toHaveTextContent('Skip or pause until8:00 pm the day before');
    expect(lunch).toHaveTextContent('Periods1 week, 1 month');
    const dinner = screen.getByRole('article', { name: 'Weekend dinner' });
    expect(dinner).toHaveTextContent('DaysSat, Sun');
    expect(dinner).toHaveTextContent('12:00 pm on the day');
    expect(dinner).toHaveTextContent('Pickup7:00 pm – 8:00 pm, in 30-minute slots');
    expect(lunch).not.toHaveTextContent('slots');
    expect(dinner).not.toHaveTextContent('$');
  });

  it('sends a guest to log in, to come back to the plan they chose', async () => {
    fakeApi({ 'GET /tiffin/plans': ok([plan]) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(where()).toEqual({ path: '/login', state: { from: '/tiffin?plan=2' } });
  });

  it("subscribes with the chosen days and period, shows the server's dates and price, then opens the test payment", async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    const subscription = aTiffinSubscription({
      status: 'AWAITING_PAYMENT',
      period: 'MONTH',
      weekdays: [1, 2, 3, 4],
      mealsInPeriod: 18,
      amount: 2169,
      paid: 0,
      charged: 0,
      due: 2169,
    });
    const api = fakeApi({
      'GET /tiffin/plans': ok([plan]),
      'POST /tiffin/subscriptions': { status: 201, body: { success: true, message: 'Subscribed', data: subscription } },
      'POST /tiffin/subscriptions/7/checkout': ok({
        provider: 'test',
        keyId: 'test',
        checkoutUrl: null,
        providerOrderId: 'order_test_1',
        amount: 216900,
        currency: 'INR',
      }),
    });
    open('/tiffin?plan=2');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Weekday lunch' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fri' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '1 month' }));
    expect(dialog).toHaveTextContent('skip cutoff (8:00 pm the day before) is still ahead');
    // One slot: the whole window, nothing to choose.
    expect(within(dialog).queryByRole('group', { name: 'Pickup slot' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('dialog', { name: 'Your subscription' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ planId: 2, period: 'MONTH', weekdays: [1, 2, 3, 4] });
    expect(summary).toHaveTextContent('First mealMon 30 Nov');
    expect(summary).toHaveTextContent('Pickup12:30 pm – 2:00 pm');
    expect(summary).toHaveTextContent('Meals18');
    expect(summary).toHaveTextContent('To pay₹2,169.00');
    expect(within(summary).queryByRole('button', { name: /AutoPay/ })).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Pay ₹2,169.00' }));
    expect(where().path).toBe('/tiffin/pay/test/7');
  });

  it("offers the plan's pickup slots, the first chosen, and subscribes for the one the customer picks", async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    const slotted = aTiffinPlan({
      slotMinutes: 30,
      pickupSlots: [
        { from: '12:30', to: '13:00' },
        { from: '13:00', to: '13:30' },
        { from: '13:30', to: '14:00' },
      ],
    });
    const api = fakeApi({
      'GET /tiffin/plans': ok([slotted]),
      'POST /tiffin/subscriptions': ok(
        aTiffinSubscription({ status: 'AWAITING_PAYMENT', paid: 0, due: 602.5, pickupFrom: '13:00', pickupTo: '13:30' }),
      ),
    });
    open('/tiffin?plan=2');
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Weekday lunch' });
    const slots = within(dialog).getByRole('group', { name: 'Pickup slot' });
    expect(within(slots).getAllByRole('radio')).toHaveLength(3);
    expect(within(slots).getByRole('radio', { name: '12:30 pm – 1:00 pm' })).toBeChecked();
    await userEvent.click(within(slots).getByRole('radio', { name: '1:00 pm – 1:30 pm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('dialog', { name: 'Your subscription' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      planId: 2,
      period: 'WEEK',
      weekdays: [1, 2, 3, 4, 5],
      pickupFrom: '13:00',
    });
    expect(summary).toHaveTextContent('Pickup1:00 pm – 1:30 pm');
  });

  it('pays through Razorpay Checkout when the kitchen has keys, and verifies with the tiffin call', async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    const awaiting = aTiffinSubscription({ status: 'AWAITING_PAYMENT', paid: 0, charged: 0, due: 602.5 });
    const proof = { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_R1', razorpay_signature: 'signed' };
    const api = fakeApi({
      'GET /tiffin/plans': ok([plan]),
      'POST /tiffin/subscriptions': ok(awaiting),
      'POST /tiffin/subscriptions/7/checkout': ok({
        provider: 'razorpay',
        keyId: 'rzp_test_key',
        checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        providerOrderId: 'order_R1',
        amount: 60250,
        currency: 'INR',
      }),
      'POST /tiffin/subscriptions/7/verify-payment': ok(aTiffinSubscription()),
    });
    const opened: { order_id: string; amount: number; description: string; handler: (response: typeof proof) => void }[] = [];
    vi.stubGlobal(
      'Razorpay',
      class {
        constructor(options: (typeof opened)[number]) {
          opened.push(options);
        }
        on() {}
        open() {}
      },
    );
    open('/tiffin?plan=2');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹602.50' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ order_id: 'order_R1', amount: 60250, description: 'Weekday lunch' });
    opened[0].handler(proof);
    await waitFor(() => expect(where().path).toBe('/tiffin/mine'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/tiffin/subscriptions/7/verify-payment', body: proof });
  });

  it('offers UPI AutoPay on a plan that allows it and, in test mode, approves the mandate and goes to My tiffin', async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    const approval = { razorpay_subscription_id: 'sub_test_1', razorpay_payment_id: 'pay_test_1', razorpay_signature: 'signed' };
    const api = fakeApi({
      'GET /tiffin/plans': ok([aTiffinPlan({ autopayAllowed: true })]),
      'POST /tiffin/subscriptions': ok(aTiffinSubscription({ status: 'AWAITING_PAYMENT', paid: 0, charged: 0, due: 602.5 })),
      'POST /tiffin/subscriptions/7/autopay': ok({
        provider: 'test',
        keyId: 'test_mode',
        checkoutUrl: null,
        providerSubscriptionId: 'sub_test_1',
        shortUrl: null,
        amount: 60250,
        currency: 'INR',
      }),
      'POST /payments/test/subscriptions/sub_test_1/pay': ok(approval),
      'POST /tiffin/subscriptions/7/verify-autopay': ok(aTiffinSubscription({ autopay: true })),
    });
    open('/tiffin?plan=2');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('dialog', { name: 'Your subscription' });
    expect(summary).toHaveTextContent('your UPI app approves a mandate');
    await userEvent.click(within(summary).getByRole('button', { name: 'AutoPay by UPI: ₹602.50 each period' }));
    await waitFor(() => expect(where().path).toBe('/tiffin/mine'));
    expect(api.calls.at(-1)).toMatchObject({ path: '/tiffin/subscriptions/7/verify-autopay', body: approval });
  });

  it("shows the server's refusal and, when already subscribed, the way to My tiffin", async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    fakeApi({
      'GET /tiffin/plans': ok([plan]),
      'POST /tiffin/subscriptions': {
        status: 409,
        body: {
          success: false,
          code: 'TIFFIN_ALREADY_SUBSCRIBED',
          message: 'You already have this plan for those dates: change or cancel that subscription instead.',
        },
      },
    });
    open('/tiffin?plan=2');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have this plan for those dates');
    expect(within(dialog).getByRole('link', { name: 'Go to My tiffin' })).toHaveAttribute('href', '/tiffin/mine');
  });

  it('will not subscribe with no day chosen', async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    fakeApi({ 'GET /tiffin/plans': ok([aTiffinPlan({ weekdays: [1] })]) });
    open('/tiffin?plan=2');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mon' }));
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
