import { api } from '../lib/api-client';
import { registerNavigator } from '../lib/navigation';
import { useAuthStore } from '../stores/auth-store';
import { fail, fakeApi, ok } from '../testing/fake-api';
import { connectApiClientToSession } from './api-session';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  registerNavigator(navigate);
  connectApiClientToSession();
  useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
  localStorage.setItem('userToken', 'customer-token');
});

afterEach(() => {
  registerNavigator(null);
});

describe('the API client’s session', () => {
  it('is the signed-in customer’s token', async () => {
    const { calls } = fakeApi({ 'GET /cart': ok({ items: [] }) });
    await api.get('/cart');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('ends when the server rejects it, sending the person to log in and back here afterwards', async () => {
    window.history.replaceState(null, '', '/profile/orders?page=2');
    fakeApi({ 'GET /orders/my-orders': fail(401, 'Token expired') });
    await expect(api.get('/orders/my-orders')).rejects.toThrow('Token expired');
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/profile/orders?page=2' } });
  });
});
