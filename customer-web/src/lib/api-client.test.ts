import { useAuthStore } from '../stores/auth-store';
import { fail, fakeApi, offline, ok } from '../testing/fake-api';
import { api, ApiError, apiWithMessage } from './api-client';
import { registerNavigator } from './navigation';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  registerNavigator(navigate);
  useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
  localStorage.setItem('userToken', 'customer-token');
});

afterEach(() => {
  registerNavigator(null);
});

describe('api client', () => {
  it('sends the token and answers the envelope’s data, or data with the message', async () => {
    const { calls } = fakeApi({ 'GET /cart': ok({ items: [] }, 'Cart loaded') });
    await expect(api.get('/cart')).resolves.toEqual({ items: [] });
    await expect(apiWithMessage.get('/cart')).resolves.toEqual({ data: { items: [] }, message: 'Cart loaded' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('throws the server’s message and field errors', async () => {
    fakeApi({
      'POST /orders': {
        status: 400,
        body: { success: false, message: 'Quantity must be a whole number', errors: [{ field: 'quantity', message: 'whole' }] },
      },
    });
    const error = await api.post('/orders', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Quantity must be a whole number', errors: [{ field: 'quantity', message: 'whole' }] });
  });

  it('ends a rejected session and sends the person to log in', async () => {
    fakeApi({ 'GET /orders/my-orders': fail(401, 'Token expired') });
    await expect(api.get('/orders/my-orders')).rejects.toThrow('Token expired');
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', expect.objectContaining({ replace: true }));
  });

  it('treats a refused login as a wrong password, not as an ended session', async () => {
    const { calls } = fakeApi({ 'POST /auth/login': fail(401, 'Invalid email or password') });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow('Invalid email or password');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(useAuthStore.getState().token).toBe('customer-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0 with advice', async () => {
    offline();
    await expect(api.get('/menus')).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/connection/) });
  });
});
