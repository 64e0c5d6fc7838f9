import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import { adoptPageData, DISH_DATA_ID } from '../../lib/catalogue';
import { aCookDate, aMenuCard } from '../../testing/factories';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { DishPage } from './dish-page';

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null });
});

describe('DishPage', () => {
  it('shows the dish with its breadcrumb, default ingredients and price button, and adds one to the cart', async () => {
    fakeApi({
      'GET /menus/7': ok(aMenuCard({ id: 7, name: 'Paneer Butter Masala', price: 240, ingredients: null, activeScheduleId: 70 })),
    });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paneer Butter Masala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('Fresh ingredients used daily.')).toBeInTheDocument();
    expect(screen.getByText('Available', { selector: '.MuiChip-label' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart – ₹240.00' }));
    expect(useCartStore.getState().guestLines).toMatchObject([{ menuScheduleId: 70, quantity: 1 }]);
  });

  it('draws the card the page came with in its first render, without asking the API, for that dish only', async () => {
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = DISH_DATA_ID;
    island.textContent = JSON.stringify(aMenuCard({ id: 5, name: 'Dal Makhani', price: 180, activeScheduleId: 50 }));
    document.body.append(island);
    adoptPageData();
    const { calls } = fakeApi({ 'GET /menus/6': ok(aMenuCard({ id: 6, name: 'Rajma Chawal' })) });
    let draws = 0;
    const first = renderRoute(
      <Profiler id="dish" onRender={() => (draws += 1)}>
        <DishPage />
      </Profiler>,
      { route: '/food/:id', path: '/food/5' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dal Makhani' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart – ₹180.00' })).toBeEnabled();
    expect(calls).toHaveLength(0);
    // The page's effects find the dish already drawn: nothing is drawn again as the page starts.
    await act(async () => undefined);
    expect(draws).toBe(1);
    first.unmount();
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/6' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rajma Chawal' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the rating summary when the dish has reviews', async () => {
    fakeApi({ 'GET /menus/7': ok(aMenuCard({ id: 7, averageRating: 4.5, reviewCount: 12 })) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });
    expect(await screen.findByText('4.5 out of 5 (12 reviews)')).toBeInTheDocument();
  });

  it("offers 'Notify me' in the sticky bar of a sold-out dish, not a disabled Add to Cart", async () => {
    const soldOut = aMenuCard({
      id: 8,
      name: 'Kerala Fish Curry',
      totalAvailableQuantity: 0,
      orderable: false,
      availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
    });
    fakeApi({ 'GET /menus/8': ok(soldOut) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    const bar = screen.getByTestId('sticky-action-bar');
    expect(within(bar).getByRole('button', { name: 'Notify me when Kerala Fish Curry is back' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /Notify me/ })).toHaveLength(1);
  });

  it('lets the customer pick the cook date of a dish on several, and adds from that date', async () => {
    const dish = aMenuCard({
      id: 9,
      name: 'Paneer Butter Masala',
      price: 249,
      activeScheduleId: 27,
      dates: [
        aCookDate('2026-11-27', {
          scheduleId: 27,
          availableQuantity: 0,
          orderable: false,
          availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
        }),
        aCookDate('2026-11-28', { scheduleId: 28, availableQuantity: 6 }),
        aCookDate('2026-11-30', { scheduleId: 30, availableQuantity: 9 }),
      ],
    });
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    fakeApi({ 'GET /menus/9': ok(dish) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/9?date=2026-11-30' });

    const dates = await screen.findByRole('group', { name: 'Choose a cook date' });
    expect(
      within(dates)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Fri 27 NovPickup 12:30 pm – 2:30 pmOut of stock',
      'Sat 28 NovPickup 12:30 pm – 2:30 pmAvailable',
      'Mon 30 NovPickup 12:30 pm – 2:30 pmAvailable',
    ]);
    // The menu card of 30 Nov opened the page on that date.
    expect(within(dates).getByRole('radio', { name: /Mon 30 Nov/ })).toBeChecked();
    expect(screen.getByText('Quantity left: 9')).toBeInTheDocument();

    await userEvent.click(within(dates).getByRole('radio', { name: /Sat 28 Nov/ }));
    expect(screen.getByText('Pickup Sat 28 Nov, 12:30 pm – 2:30 pm')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart – ₹249.00' }));
    expect(useCartStore.getState().guestLines).toMatchObject([{ menuScheduleId: 28, cookDate: '2026-11-28', quantity: 1 }]);
    vi.useRealTimers();
  });

  it('shows the Hindi name and description when Hindi is chosen', async () => {
    await applyLanguage('hi');
    fakeApi({
      'GET /menus/7': ok(aMenuCard({ id: 7, name: 'Paneer Butter Masala', nameHi: 'पनीर बटर मसाला', descriptionHi: 'मलाईदार पनीर' })),
    });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पनीर बटर मसाला' })).toBeInTheDocument();
    expect(screen.getByText('मलाईदार पनीर')).toBeInTheDocument();
  });

  it('speaks Hindi when Hindi is chosen, with the amount, rating and photos in it', async () => {
    await applyLanguage('hi');
    fakeApi({
      'GET /menus/7': ok(
        aMenuCard({ id: 7, name: 'Paneer Butter Masala', price: 240, ingredients: null, averageRating: 4.5, reviewCount: 12 }),
      ),
    });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paneer Butter Masala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेन्यू' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('रोज़ ताज़ी सामग्री का इस्तेमाल।')).toBeInTheDocument();
    expect(screen.getByText('5 में से 4.5 (12 समीक्षाएँ)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paneer Butter Masala की तस्वीरें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें – ₹240.00' })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown dish', async () => {
    fakeApi({ 'GET /menus/999': fail(404, 'Menu item not found') });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/999' });
    expect(screen.getByText('Loading food details...')).toBeInTheDocument();
    expect(await screen.findByText('Food Item Not Found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
  });
});
