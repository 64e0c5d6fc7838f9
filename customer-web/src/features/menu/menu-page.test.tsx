import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMenuCard } from '../../testing/factories';
import { fail, fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { MENU_CACHE_TIME_KEY, MENU_DATA_KEY } from '../../lib/catalogue';
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

  it('says when the menu cannot be loaded', async () => {
    fakeApi({ 'GET /menus': fail(500, 'Internal error') });
    renderRoute(<MenuPage />, { route: '/menu', path: '/menu' });
    expect(await screen.findByText('Unable to load updated menus. Try again later.')).toBeInTheDocument();
    expect(useToastStore.getState().current?.message).toBe('Failed to load updated menus');
  });
});
