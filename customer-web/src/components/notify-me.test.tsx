import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DishPage } from '../features/dish/dish-page';
import { aMenuCard } from '../testing/factories';
import { fail, fakeApi, ok } from '../testing/fake-api';
import { renderRoute } from '../testing/render-route';
import { useAuthStore } from '../stores/auth-store';
import { NOTIFY_AFTER_LOGIN_KEY, useWaitlistStore } from '../stores/waitlist-store';

const soldOut = aMenuCard({
  id: 8,
  name: 'Gajar Halwa',
  totalAvailableQuantity: 0,
  orderable: false,
  availability: { state: 'OUT_OF_STOCK', message: 'Out of stock' },
});
const entry = { menuItemId: 8, joinedAt: '2026-11-25T05:00:00.000Z', notifiedAt: null };

function signIn() {
  useAuthStore.setState({
    token: 'customer-token',
    user: { id: 3, name: 'Asha', email: 'asha@example.com', phone: null, role: 'CUSTOMER', avatar: null },
    status: 'ready',
  });
}

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useWaitlistStore.setState({ dishIds: null });
});

describe('Notify me', () => {
  it('is not offered while the dish can be ordered', async () => {
    fakeApi({ 'GET /menus/7': ok(aMenuCard({ id: 7 })) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/7' });
    await screen.findByRole('button', { name: /Add to Cart/ });
    expect(screen.queryByRole('button', { name: /Notify me/ })).not.toBeInTheDocument();
  });

  it('sends a guest to log in, remembering the page and the dish', async () => {
    fakeApi({ 'GET /menus/8': ok(soldOut) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify me when Gajar Halwa is back' }));
    const probe: unknown = JSON.parse((await screen.findByTestId('location')).textContent ?? '{}');
    expect(probe).toEqual({ path: '/login', state: { from: '/food/8' } });
    expect(sessionStorage.getItem(NOTIFY_AFTER_LOGIN_KEY)).toBe('8');
  });

  it('puts a customer who came back from logging in on the list without a second press', async () => {
    signIn();
    sessionStorage.setItem(NOTIFY_AFTER_LOGIN_KEY, '8');
    const api = fakeApi({ 'GET /menus/8': ok(soldOut), 'POST /waitlist/8': ok(entry), 'GET /waitlist': ok([]) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/waitlist/8']);
    expect(sessionStorage.getItem(NOTIFY_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('joins and leaves the list for a signed-in customer', async () => {
    signIn();
    const api = fakeApi({
      'GET /menus/8': ok(soldOut),
      'GET /waitlist': ok([]),
      'POST /waitlist/8': ok(entry),
      'DELETE /waitlist/8': ok(null),
    });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    await userEvent.click(await screen.findByRole('button', { name: /Notify me/ }));
    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the list for Gajar Halwa' }));
    expect(await screen.findByRole('button', { name: /Notify me/ })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /menus/8',
      'GET /waitlist',
      'POST /waitlist/8',
      'DELETE /waitlist/8',
    ]);
  });

  it('shows that a customer already waits, from their lists', async () => {
    signIn();
    fakeApi({ 'GET /menus/8': ok(soldOut), 'GET /waitlist': ok([entry]) });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    expect(await screen.findByText("You're on the list")).toBeInTheDocument();
  });

  it('keeps the button when the server refuses, and says why', async () => {
    signIn();
    fakeApi({
      'GET /menus/8': ok(soldOut),
      'GET /waitlist': ok([]),
      'POST /waitlist/8': fail(409, 'This dish can be ordered now: add it to your cart instead.'),
    });
    renderRoute(<DishPage />, { route: '/food/:id', path: '/food/8' });
    await userEvent.click(await screen.findByRole('button', { name: /Notify me/ }));
    expect(await screen.findByRole('button', { name: /Notify me/ })).toBeEnabled();
    expect(useWaitlistStore.getState().dishIds).toEqual([]);
  });
});
