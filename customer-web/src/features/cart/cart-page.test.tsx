import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCart, aCartLine, aMenuCard } from '../../testing/factories';
import { fakeApi, ok } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { useAuthStore } from '../../stores/auth-store';
import { useCartStore } from '../../stores/cart-store';
import { applyLanguage } from '../../i18n/i18n';
import { CartPage } from './cart-page';

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null, syncFailed: false, mergeNotice: null });
});

async function guestCartWithTwoDishes() {
  await useCartStore.getState().addItem(aMenuCard({ id: 1, name: 'Masala Dosa', price: 120, activeScheduleId: 11 }), 2);
  await useCartStore.getState().addItem(aMenuCard({ id: 2, name: 'Chole Bhature', price: 150.5, activeScheduleId: 12 }));
}

describe('CartPage', () => {
  it('shows the empty state with a way back to the menu', () => {
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText("Looks like you haven't added anything to your cart yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
  });

  it('stops the plus button at the stock left and says why', async () => {
    await useCartStore
      .getState()
      .addItem(aMenuCard({ id: 3, name: 'Idli', price: 60, activeScheduleId: 13, totalAvailableQuantity: 3 }), 2);
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(screen.queryByTestId('stock-limit')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Idli' }));
    expect(screen.getByRole('button', { name: 'Increase quantity of Idli' })).toBeDisabled();
    expect(screen.getByTestId('stock-limit')).toHaveTextContent('Only 3 left');
  });

  it('stops the plus button at the limit per customer when it is below the stock, and says so', async () => {
    const card = aMenuCard({ id: 4, name: 'Biryani', price: 220, activeScheduleId: 14, totalAvailableQuantity: 9, maxPerCustomer: 2 });
    await useCartStore.getState().addItem(card, 2);
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(screen.getByRole('button', { name: 'Increase quantity of Biryani' })).toBeDisabled();
    expect(screen.getByTestId('stock-limit')).toHaveTextContent('Max 2 per customer');
    await expect(useCartStore.getState().addItem(card, 1)).rejects.toThrow('You can order at most 2 Biryani from this cook date.');
  });

  it('ends a signed-in customer’s checkout hold before reading the cart again, so their held portions count as left', async () => {
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    useCartStore.setState({ serverCart: aCart([aCartLine({ name: 'Idli', quantity: 2, availableQty: 0 })]) });
    const { calls } = fakeApi({
      'DELETE /checkout/hold': ok(null),
      'GET /cart': ok(aCart([aCartLine({ name: 'Idli', quantity: 2, availableQty: 2 })])),
    });
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(await screen.findByTestId('stock-limit')).toHaveTextContent('Only 2 left');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /checkout/hold', 'GET /cart']);
  });

  it('lists the lines with rupee totals and changes quantities', async () => {
    await guestCartWithTwoDishes();
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹390.50');
    expect(screen.getByTestId('tax')).toHaveTextContent('₹31.24');
    expect(screen.getByTestId('total')).toHaveTextContent('₹421.74');
    expect(screen.getByText('Taxes & Fees')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Chole Bhature' }));
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹541.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Masala Dosa from cart' }));
    expect(screen.queryByText('Masala Dosa')).not.toBeInTheDocument();
  });

  it('asks before clearing the cart', async () => {
    await guestCartWithTwoDishes();
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Cart?' });
    expect(within(dialog).getByText('Are you sure you want to remove all items from your cart?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(dialog);
    expect(useCartStore.getState().guestLines).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Clear' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('sends a guest to log in after the notice, remembering the checkout', async () => {
    await guestCartWithTwoDishes();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(JSON.parse(screen.getByTestId('location').textContent ?? '')).toEqual({ path: '/login', state: { from: '/checkout' } });
  });
});

describe('the cart in Hindi', () => {
  it('names each dish by its Hindi name when the kitchen gave one, else by its English name', async () => {
    await applyLanguage('hi');
    useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
    fakeApi({
      'GET /cart': ok(
        aCart([
          aCartLine({ id: 1, name: 'Paneer Butter Masala', nameHi: 'पनीर बटर मसाला' }),
          aCartLine({ id: 2, menuScheduleId: 12, name: 'Masala Dosa' }),
        ]),
      ),
    });
    renderRoute(<CartPage />, { route: '/cart', path: '/cart' });
    expect(await screen.findByRole('link', { name: 'पनीर बटर मसाला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masala Dosa' })).toBeInTheDocument();
  });
});
