import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import { useAuthStore } from '../../stores/auth-store';
import { useToastStore } from '../../stores/toast-store';
import { fakeApi, ok } from '../../testing/fake-api';
import { aTiffinMeal, aTiffinSubscription } from '../../testing/factories';
import { renderRoute } from '../../testing/render-route';
import { MyTiffinPage } from './my-tiffin-page';

const open = () => renderRoute(<MyTiffinPage />, { route: '/tiffin/mine', path: '/tiffin/mine' });

const subscription = aTiffinSubscription({
  meals: [
    aTiffinMeal('2026-11-30', { status: 'RESERVED', dish: 'Rajma chawal', changeable: false }),
    aTiffinMeal('2026-12-01', { status: 'RESERVED', dish: 'Dal tadka' }),
    aTiffinMeal('2026-12-02'),
    aTiffinMeal('2026-12-07'),
  ],
});

describe('MyTiffinPage', () => {
  beforeEach(() => useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' }));
  afterEach(() => useAuthStore.setState({ token: null, user: null, status: 'ready' }));

  it('shows the money and the coming meals week by week, with a skip only where the cutoff is ahead', async () => {
    fakeApi({ 'GET /tiffin/subscriptions': ok([aTiffinSubscription({ ...subscription, credit: 120.5, charged: 482 })]) });
    open();
    const card = await screen.findByRole('article', { name: 'Weekday lunch' });
    expect(within(card).getByTestId('subscription-state')).toHaveTextContent('Active');
    expect(within(card).getByTestId('money-paid')).toHaveTextContent('Paid₹602.50');
    expect(within(card).getByTestId('money-credit')).toHaveTextContent('Credit₹120.50');
    expect(within(card).getByTestId('money-charged')).toHaveTextContent('Charged₹482.00');
    expect(within(card).getByTestId('money-due')).toHaveTextContent('Due₹0.00');
    const weeks = within(card).getAllByRole('region', { name: /^Week of / });
    expect(weeks.map((week) => week.getAttribute('aria-label'))).toEqual(['Week of Mon 30 Nov', 'Week of Mon 7 Dec']);
    const monday = card.querySelector('[data-cook-date="2026-11-30"]') as HTMLElement;
    expect(monday).toHaveTextContent('Rajma chawal');
    expect(monday).toHaveTextContent('Can no longer change');
    expect(within(monday).queryByRole('button')).not.toBeInTheDocument();
    expect(card.querySelector('[data-cook-date="2026-12-02"]')).toHaveTextContent('Dish not chosen yet');
    expect(within(card).getByRole('button', { name: 'Skip the meal of Tue 1 Dec' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Tax invoice (PDF)' })).toBeEnabled();
    // No credit moved in or out, and the period is prepaid: none of those lines shows.
    expect(within(card).queryByTestId('money-credit-applied')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('money-credit-settled')).not.toBeInTheDocument();
    expect(within(card).queryByTestId('subscription-autopay')).not.toBeInTheDocument();
  });

  it('shows the credit taken from the last period, the credit refunded or carried, and that AutoPay renews the period', async () => {
    fakeApi({
      'GET /tiffin/subscriptions': ok([
        aTiffinSubscription({ ...subscription, autopay: true, creditApplied: 120.5, creditSettled: 241, paid: 482, credit: 0 }),
      ]),
    });
    open();
    const card = await screen.findByRole('article', { name: 'Weekday lunch' });
    expect(within(card).getByTestId('money-credit-applied')).toHaveTextContent('Credit from last period−₹120.50');
    expect(within(card).getByTestId('money-credit-settled')).toHaveTextContent('Credit refunded or carried₹241.00');
    expect(within(card).getByTestId('subscription-autopay')).toHaveTextContent('AutoPay by UPI is on: renews each period');
  });

  it('says a cancelled AutoPay period was paid by AutoPay, not that it renews', async () => {
    fakeApi({ 'GET /tiffin/subscriptions': ok([aTiffinSubscription({ ...subscription, autopay: true, status: 'CANCELLED' })]) });
    open();
    const card = await screen.findByRole('article', { name: 'Weekday lunch' });
    expect(within(card).getByTestId('subscription-autopay')).toHaveTextContent('Paid by UPI AutoPay');
    expect(card).not.toHaveTextContent('renews each period');
  });

  it('skips a meal and shows the subscription as the server answers it, credit included', async () => {
    const skipped = aTiffinSubscription({
      ...subscription,
      credit: 120.5,
      charged: 482,
      meals: subscription.meals.map((meal) => (meal.cookDate === '2026-12-01' ? { ...meal, status: 'SKIPPED' as const } : meal)),
    });
    const api = fakeApi({ 'GET /tiffin/subscriptions': ok([subscription]), 'POST /tiffin/subscriptions/7/skip': ok(skipped) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the meal of Tue 1 Dec' }));
    expect(await screen.findByRole('button', { name: 'Take back the meal of Tue 1 Dec' })).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/tiffin/subscriptions/7/skip', body: { cookDate: '2026-12-01' } });
    expect(screen.getByTestId('money-credit')).toHaveTextContent('₹120.50');
    expect(document.querySelector('[data-cook-date="2026-12-01"]')).toHaveTextContent('Skipped');
  });

  it("shows the server's reason when a change is refused", async () => {
    fakeApi({
      'GET /tiffin/subscriptions': ok([subscription]),
      'POST /tiffin/subscriptions/7/skip': {
        status: 409,
        body: {
          success: false,
          code: 'TIFFIN_SKIP_CLOSED',
          message: 'The meal of 1 Dec 2026 could be changed until 8:00 pm on 30 Nov 2026; it is too late now.',
        },
      },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the meal of Tue 1 Dec' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could be changed until 8:00 pm on 30 Nov 2026; it is too late now.');
  });

  it('pauses the chosen range of open meals and offers to resume them', async () => {
    const paused = aTiffinSubscription({
      ...subscription,
      meals: subscription.meals.map((meal) => (meal.cookDate >= '2026-12-02' ? { ...meal, status: 'PAUSED' as const } : meal)),
    });
    const api = fakeApi({ 'GET /tiffin/subscriptions': ok([subscription]), 'POST /tiffin/subscriptions/7/pause': ok(paused) });
    open();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('combobox', { name: 'From' }));
    const fromChoices = screen.getAllByRole('option').map((option) => option.textContent);
    expect(fromChoices).toEqual(['Tue 1 Dec', 'Wed 2 Dec', 'Mon 7 Dec']);
    await userEvent.click(screen.getByRole('option', { name: 'Wed 2 Dec' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'To' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Wed 2 Dec', 'Mon 7 Dec']);
    await userEvent.click(screen.getByRole('option', { name: 'Mon 7 Dec' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(api.calls.at(-1)).toMatchObject({ path: '/tiffin/subscriptions/7/pause', body: { from: '2026-12-02', to: '2026-12-07' } });
    expect(await screen.findByRole('button', { name: 'Resume paused meals' })).toBeInTheDocument();
  });

  it('cancels the plan only once the customer confirms', async () => {
    const api = fakeApi({
      'GET /tiffin/subscriptions': ok([subscription]),
      'POST /tiffin/subscriptions/7/cancel': ok(aTiffinSubscription({ ...subscription, status: 'CANCELLED' })),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this plan?' })).getByRole('button', { name: 'Keep plan' }),
    );
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this plan?' })).getByRole('button', { name: 'Cancel plan' }),
    );
    expect(await screen.findByTestId('subscription-state')).toHaveTextContent('Cancelled');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/tiffin/subscriptions/7/cancel']);
    expect(screen.queryByRole('button', { name: /^Skip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('asks to pay a subscription awaiting payment', async () => {
    fakeApi({ 'GET /tiffin/subscriptions': ok([aTiffinSubscription({ status: 'AWAITING_PAYMENT', paid: 0, charged: 0, due: 602.5 })]) });
    open();
    expect(await screen.findByTestId('subscription-state')).toHaveTextContent('Awaiting payment');
    expect(screen.getByRole('button', { name: 'Pay ₹602.50 now' })).toBeEnabled();
    // No invoice is issued before the period is paid.
    expect(screen.queryByRole('button', { name: 'Tax invoice (PDF)' })).not.toBeInTheDocument();
  });

  it("speaks Hindi when it is chosen, the server's refusal included", async () => {
    await applyLanguage('hi');
    fakeApi({
      'GET /tiffin/subscriptions': ok([aTiffinSubscription({ ...subscription, autopay: true, creditApplied: 120.5, creditSettled: 60 })]),
      'POST /tiffin/subscriptions/7/skip': {
        status: 409,
        body: {
          success: false,
          code: 'TIFFIN_SKIP_CLOSED',
          message: 'The meal of 1 Dec 2026 could be changed until 8:00 pm on 30 Nov 2026; it is too late now.',
        },
      },
    });
    open();
    // The title shows while the subscriptions load: wait for the card before reading it.
    await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('मेरा टिफ़िन');
    expect(screen.getByTestId('money-credit')).toHaveTextContent('क्रेडिट');
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('चालू');
    expect(screen.getByRole('button', { name: 'टैक्स इनवॉइस (PDF)' })).toBeEnabled();
    expect(screen.getByTestId('money-credit-applied')).toHaveTextContent('पिछली अवधि का क्रेडिट−₹120.50');
    expect(screen.getByTestId('money-credit-settled')).toHaveTextContent('लौटाया गया या आगे ले जाया गया क्रेडिट₹60.00');
    expect(screen.getByTestId('subscription-autopay')).toHaveTextContent('UPI ऑटोपे चालू है');
    await userEvent.click(screen.getAllByRole('button', { name: /का भोजन छोड़ें$/ })[0]);
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('too late');
    expect(alert.textContent).toMatch(/[\u0900-\u097F]/);
  });

  it('renews a period whose last meal is fixed and shows the next one, with the credit taken off', async () => {
    const ending = aTiffinSubscription({ credit: 120.5, meals: [aTiffinMeal('2026-12-04', { status: 'RESERVED', changeable: false })] });
    const next = aTiffinSubscription({
      id: 8,
      renewalOf: 7,
      status: 'AWAITING_PAYMENT',
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      paid: 0,
      creditApplied: 120.5,
      due: 482,
      meals: [aTiffinMeal('2026-12-07')],
    });
    const api = fakeApi({
      'GET /tiffin/subscriptions': ok([ending]),
      'POST /tiffin/subscriptions/7/renew': { status: 201, body: { success: true, message: 'Renewed', data: next } },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Renew for the next period' }));
    expect(await screen.findAllByRole('article', { name: 'Weekday lunch' })).toHaveLength(2);
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: '/tiffin/subscriptions/7/renew' });
    expect(screen.queryByRole('button', { name: 'Renew for the next period' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('money-due')[0]).toHaveTextContent('Due₹482.00');
    expect(screen.getAllByTestId('money-credit-applied')).toHaveLength(1);
    expect(screen.getAllByTestId('money-credit-applied')[0]).toHaveTextContent('Credit from last period−₹120.50');
  });

  describe('pickup slot', () => {
    const slots = [
      { from: '12:30', to: '13:00' },
      { from: '13:00', to: '13:30' },
      { from: '13:30', to: '14:00' },
    ];
    const inFirstSlot = aTiffinSubscription({
      ...subscription,
      pickupFrom: '12:30',
      pickupTo: '13:00',
      pickupSlots: slots,
      meals: subscription.meals.map((meal) => ({ ...meal, pickupFrom: '12:30', pickupTo: '13:00' })),
    });

    it("changes the subscription's slot from the plan's slots; a meal past its change time keeps its own and says so", async () => {
      const moved = aTiffinSubscription({
        ...inFirstSlot,
        pickupFrom: '13:30',
        pickupTo: '14:00',
        meals: inFirstSlot.meals.map((meal) => (meal.changeable ? { ...meal, pickupFrom: '13:30', pickupTo: '14:00' } : meal)),
      });
      const api = fakeApi({
        'GET /tiffin/subscriptions': ok([inFirstSlot]),
        'POST /tiffin/subscriptions/7/pickup-slot': ok(moved),
      });
      open();
      const card = await screen.findByRole('article', { name: 'Weekday lunch' });
      expect(within(card).getByTestId('subscription-pickup')).toHaveTextContent('Pickup 12:30 pm – 1:00 pm');
      expect(within(card).queryByTestId('meal-pickup')).not.toBeInTheDocument();
      await userEvent.click(await within(card).findByRole('button', { name: 'Change pickup slot' }));

      const dialog = await screen.findByRole('dialog', { name: 'Change pickup slot' });
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['12:30 pm – 1:00 pm', '1:00 pm – 1:30 pm', '1:30 pm – 2:00 pm']);
      expect(within(dialog).getByRole('radio', { name: '12:30 pm – 1:00 pm' })).toBeChecked();
      expect(within(dialog).getByRole('button', { name: 'Change slot' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('radio', { name: '1:30 pm – 2:00 pm' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Change slot' }));

      await waitFor(() => expect(within(card).getByTestId('subscription-pickup')).toHaveTextContent('Pickup 1:30 pm – 2:00 pm'));
      expect(api.calls.at(-1)).toMatchObject({
        method: 'POST',
        path: '/tiffin/subscriptions/7/pickup-slot',
        body: { pickupFrom: '13:30' },
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const locked = card.querySelector('[data-cook-date="2026-11-30"]') as HTMLElement;
      expect(within(locked).getByTestId('meal-pickup')).toHaveTextContent('Pickup 12:30 pm – 1:00 pm');
      expect(within(card).getAllByTestId('meal-pickup')).toHaveLength(1);
      expect(useToastStore.getState().current?.message).toBe('Pickup slot changed to 1:30 pm – 2:00 pm.');
    });

    it('reads the list again when the period has a renewal, which moves with it', async () => {
      const renewal = aTiffinSubscription({ ...inFirstSlot, id: 8, renewalOf: 7, startDate: '2026-12-07', endDate: '2026-12-13' });
      const movedTo = { pickupFrom: '13:00', pickupTo: '13:30' };
      let moved = false;
      fakeApi({
        'GET /tiffin/subscriptions': () =>
          ok(
            moved
              ? [
                  { ...renewal, ...movedTo },
                  { ...inFirstSlot, ...movedTo },
                ]
              : [renewal, inFirstSlot],
          ),
        'POST /tiffin/subscriptions/7/pickup-slot': () => {
          moved = true;
          return ok({ ...inFirstSlot, ...movedTo });
        },
      });
      open();
      const cards = await screen.findAllByRole('article', { name: 'Weekday lunch' });
      await userEvent.click(await within(cards[1]).findByRole('button', { name: 'Change pickup slot' }));
      await userEvent.click(screen.getByRole('radio', { name: '1:00 pm – 1:30 pm' }));
      await userEvent.click(screen.getByRole('button', { name: 'Change slot' }));
      await waitFor(() =>
        expect(screen.getAllByTestId('subscription-pickup').map((line) => line.textContent)).toEqual([
          'Pickup 1:00 pm – 1:30 pm',
          'Pickup 1:00 pm – 1:30 pm',
        ]),
      );
    });

    it("shows the server's refusal on the card", async () => {
      fakeApi({
        'GET /tiffin/subscriptions': ok([inFirstSlot]),
        'POST /tiffin/subscriptions/7/pickup-slot': {
          status: 400,
          body: {
            success: false,
            code: 'TIFFIN_PICKUP_SLOT_INVALID',
            message: 'Choose one of the pickup slots this plan offers: 12:30, 13:00.',
          },
        },
      });
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'Change pickup slot' }));
      await userEvent.click(screen.getByRole('radio', { name: '1:00 pm – 1:30 pm' }));
      await userEvent.click(screen.getByRole('button', { name: 'Change slot' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the pickup slots this plan offers');
      expect(screen.getByTestId('subscription-pickup')).toHaveTextContent('Pickup 12:30 pm – 1:00 pm');
    });

    it('offers no change when the plan has one slot or none, or the subscription is cancelled', async () => {
      fakeApi({
        'GET /tiffin/subscriptions': ok([
          aTiffinSubscription({ ...inFirstSlot, id: 7, planId: 2, planName: 'One slot', pickupSlots: [slots[0]] }),
          aTiffinSubscription({ ...inFirstSlot, id: 8, planId: 9, planName: 'No slots', pickupSlots: [] }),
          aTiffinSubscription({ ...inFirstSlot, id: 9, planId: 3, planName: 'Cancelled', status: 'CANCELLED' }),
          aTiffinSubscription({ ...inFirstSlot, id: 10, planId: 3, planName: 'Slotted' }),
        ]),
      });
      open();
      expect(
        await within(await screen.findByRole('article', { name: 'Slotted' })).findByRole('button', { name: 'Change pickup slot' }),
      ).toBeEnabled();
      for (const name of ['One slot', 'No slots', 'Cancelled']) {
        expect(within(screen.getByRole('article', { name })).queryByRole('button', { name: 'Change pickup slot' })).not.toBeInTheDocument();
      }
    });

    it('speaks Hindi', async () => {
      await applyLanguage('hi');
      fakeApi({ 'GET /tiffin/subscriptions': ok([inFirstSlot]) });
      open();
      await userEvent.click(await screen.findByRole('button', { name: 'पिकअप स्लॉट बदलें' }));
      const dialog = await screen.findByRole('dialog', { name: 'पिकअप स्लॉट बदलें' });
      expect(dialog).toHaveTextContent('नया स्लॉट');
      expect(within(dialog).getByRole('button', { name: 'स्लॉट बदलें' })).toBeDisabled();
    });
  });

  it('asks a guest to log in', () => {
    useAuthStore.setState({ token: null, user: null, status: 'ready' });
    fakeApi({});
    open();
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in');
  });
});
