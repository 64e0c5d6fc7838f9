import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyLanguage } from '../../i18n/i18n';
import { aMenuCard } from '../../testing/factories';
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
    fakeApi({ 'GET /menus/7': ok(aMenuCard({ id: 7, name: 'Paneer Butter Masala', price: 240, ingredients: null, activeScheduleId: 70 })) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Paneer Butter Masala' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('Fresh ingredients used daily.')).toBeInTheDocument();
    expect(screen.getByText('Available', { selector: '.MuiChip-label' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart – ₹240.00' }));
    expect(useCartStore.getState().guestLines).toMatchObject([{ menuScheduleId: 70, quantity: 1 }]);
  });

  it('shows the rating summary when the dish has reviews', async () => {
    fakeApi({ 'GET /menus/7': ok(aMenuCard({ id: 7, averageRating: 4.5, reviewCount: 12 })) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });
    expect(await screen.findByText('4.5 out of 5 (12 reviews)')).toBeInTheDocument();
  });

  it('cannot add a sold-out dish', async () => {
    const soldOut = aMenuCard({ id: 8, totalAvailableQuantity: 0, orderable: false, availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' } });
    fakeApi({ 'GET /menus/8': ok(soldOut) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });

  it('speaks Hindi when Hindi is chosen, with the amount, rating and photos in it', async () => {
    await applyLanguage('hi');
    fakeApi({ 'GET /menus/7': ok(aMenuCard({ id: 7, name: 'Paneer Butter Masala', price: 240, ingredients: null, averageRating: 4.5, reviewCount: 12 })) });
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
