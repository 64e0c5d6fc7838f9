import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import { aCookDate, aMenuCard } from '../../testing/factories';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { adoptPageData, MENU_CACHE_TIME_KEY, MENU_DATA_ID, MENU_DATA_KEY } from '../../lib/catalogue';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { useToastStore } from '../../stores/toast-store';
import { MenuPage } from './menu-page';

const menus = [
  aMenuCard({ id: 1, name: 'Masala Dosa', isVeg: true, activeScheduleId: 11, totalAvailableQuantity: 5 }),
  aMenuCard({
    id: 2,
    name: 'Kerala Fish Curry',
    isVeg: false,
    totalAvailableQuantity: 0,
    orderable: false,
    availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
  }),
];

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null });
  useToastStore.setState({ current: null });
});

describe('MenuPage', () => {
  it('loads the menu, shows availability and adds a dish with the spec toasts', async () => {
    fakeApi({ 'GET /menus': ok(menus) });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    expect(screen.getByText('Loading menu items...')).toBeInTheDocument();

    const dosa = await screen.findByRole('article', { name: 'Masala Dosa' });
    expect(within(dosa).getByText('Quantity left: 5')).toBeInTheDocument();
    const fish = screen.getByRole('article', { name: 'Kerala Fish Curry' });
    expect(within(fish).getByText('Out of stock')).toBeInTheDocument();
    expect(within(fish).getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    await userEvent.click(within(dosa).getByRole('button', { name: 'Add to Cart – Masala Dosa' }));
    expect(useToastStore.getState().current?.message).toBe('Added to cart');
    await userEvent.click(within(dosa).getByRole('button', { name: 'Add to Cart – Masala Dosa' }));
    expect(useToastStore.getState().current?.message).toBe('Item quantity updated');
  });

  it('filters by category', async () => {
    fakeApi({ 'GET /menus': ok(menus) });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    await screen.findByRole('article', { name: 'Masala Dosa' });
    await userEvent.click(screen.getByRole('button', { name: 'Non-Veg' }));
    expect(screen.queryByRole('article', { name: 'Masala Dosa' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kerala Fish Curry' })).toBeInTheDocument();
  });

  it('uses the 60-second session cache', async () => {
    sessionStorage.setItem(MENU_DATA_KEY, JSON.stringify(menus));
    sessionStorage.setItem(MENU_CACHE_TIME_KEY, String(Date.now()));
    const { calls } = fakeApi({});
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    expect(await screen.findByRole('article', { name: 'Masala Dosa' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('draws the menu the page came with in its first render, without asking the API', async () => {
    const island = document.createElement('script');
    island.type = 'application/json';
    island.id = MENU_DATA_ID;
    island.textContent = JSON.stringify({ success: true, message: 'Menu items fetched successfully', data: menus });
    document.body.append(island);
    adoptPageData();
    expect(document.getElementById(MENU_DATA_ID)).toBeNull();
    const { calls } = fakeApi({});
    let draws = 0;
    renderRoute(
      <Profiler id="menu" onRender={() => (draws += 1)}>
        <MenuPage />
      </Profiler>,
      { route: '/menu', path: '/menu' },
    );
    expect(screen.getByRole('article', { name: 'Masala Dosa' })).toBeInTheDocument();
    expect(screen.queryByText('Loading menu items...')).not.toBeInTheDocument();
    // The page's effects find the menu already drawn: no load, and no card drawn again as the page starts.
    await act(async () => undefined);
    expect(screen.getByRole('article', { name: 'Masala Dosa' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(draws).toBe(1);
  });

  it('says when the menu cannot be loaded', async () => {
    fakeApi({ 'GET /menus': fail(500, 'Internal error') });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    expect(await screen.findByText('Unable to load updated menus. Try again later.')).toBeInTheDocument();
    expect(useToastStore.getState().current?.message).toBe('Failed to load updated menus');
  });

  it('shows each cook date under its own heading, earliest first, with the pickup beside the cutoff', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z'), shouldAdvanceTime: true });
    const friday = aCookDate('2026-11-27', { scheduleId: 27, availableQuantity: 4 });
    const saturday = aCookDate('2026-11-28', { scheduleId: 28 });
    fakeApi({
      'GET /menus': ok([
        aMenuCard({ id: 1, name: 'Masala Dosa', dates: [saturday] }),
        aMenuCard({ id: 2, name: 'Paneer Butter Masala', dates: [friday, saturday] }),
        aMenuCard({ id: 3, name: 'Aloo Paratha', dates: [], hasActiveSchedule: false, orderable: false }),
      ]),
    });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Cooked on Fri 27 Nov',
      'Cooked on Sat 28 Nov',
      'Not on a cook date yet',
    ]);
    const fridayDishes = within(screen.getByRole('region', { name: 'Cooked on Fri 27 Nov' })).getAllByRole('article');
    expect(fridayDishes.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['dish-2-2026-11-27-title']);
    const paneerOnFriday = fridayDishes[0];
    expect(within(paneerOnFriday).getByText('Order before 27 Nov 2026, 10:00 am')).toBeInTheDocument();
    expect(within(paneerOnFriday).getByText('Pickup Fri 27 Nov, 12:30 pm – 2:30 pm')).toBeInTheDocument();
    expect(within(paneerOnFriday).getByText('Quantity left: 4')).toBeInTheDocument();
    // A dish on two dates links to its page on the card's date.
    expect(within(paneerOnFriday).getByRole('link', { name: 'Paneer Butter Masala' })).toHaveAttribute('href', '/food/2?date=2026-11-27');

    const saturdayDishes = within(screen.getByRole('region', { name: 'Cooked on Sat 28 Nov' })).getAllByRole('article');
    expect(saturdayDishes).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart – Paneer Butter Masala, Sat 28 Nov' }));
    expect(useCartStore.getState().guestLines).toMatchObject([{ menuScheduleId: 28, cookDate: '2026-11-28', quantity: 1 }]);
    expect(within(screen.getByRole('region', { name: 'Not on a cook date yet' })).getByRole('article')).toHaveAccessibleName(
      'Aloo Paratha',
    );
    vi.useRealTimers();
  });

  it("loads the first row's photos at once, the first at high priority, and the others as they near the screen", async () => {
    const friday = aCookDate('2026-11-27', { scheduleId: 27 });
    fakeApi({
      'GET /menus': ok([
        ...[1, 2, 3, 4].map((id) => aMenuCard({ id, name: `Dish ${id}`, dates: [friday] })),
        aMenuCard({ id: 5, name: 'Aloo Paratha', dates: [], hasActiveSchedule: false, orderable: false }),
      ]),
    });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    await screen.findByRole('article', { name: 'Aloo Paratha' });
    const photos = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(photos.map((photo) => [photo?.getAttribute('loading'), photo?.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'auto'],
      ['eager', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('shows a dish in Hindi when Hindi is chosen, in English where it has no Hindi words', async () => {
    await applyLanguage('hi');
    fakeApi({
      'GET /menus': ok([
        aMenuCard({ id: 1, name: 'Paneer Butter Masala', nameHi: 'पनीर बटर मसाला', descriptionHi: 'मलाईदार ग्रेवी में पनीर' }),
        aMenuCard({ id: 2, name: 'Masala Dosa', description: 'Crisp rice crêpe' }),
      ]),
    });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    const paneer = await screen.findByRole('article', { name: 'पनीर बटर मसाला' });
    expect(within(paneer).getByText('मलाईदार ग्रेवी में पनीर')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Masala Dosa' })).getByText('Crisp rice crêpe')).toBeInTheDocument();
  });
});
