import { applyLanguage } from '../i18n/i18n';
import { fail, fakeApi, offline, ok } from '../testing/fake-api';
import { api, ApiError, apiWithMessage, configureApiClient, fetchFile } from './api-client';

const onRejectedSession = vi.fn();

beforeEach(() => {
  onRejectedSession.mockReset();
  configureApiClient({ token: () => 'customer-token', onRejectedSession });
});

describe('api client', () => {
  it('sends the session’s token and answers the envelope’s data, or data with the message', async () => {
    const { calls } = fakeApi({ 'GET /cart': ok({ items: [] }, 'Cart loaded') });
    await expect(api.get('/cart')).resolves.toEqual({ items: [] });
    await expect(apiWithMessage.get('/cart')).resolves.toEqual({ data: { items: [] }, message: 'Cart loaded' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('sends no token without a session', async () => {
    configureApiClient({ token: () => null, onRejectedSession });
    const { calls } = fakeApi({ 'GET /menus': ok([]) });
    await api.get('/menus');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says a refusal in Hindi by its code when Hindi is chosen, in the server’s words in English or for a code it does not know', async () => {
    const refusal = (code: string) => ({ status: 409, body: { success: false, code, message: 'Paneer Butter Masala is sold out.' } });
    fakeApi({ 'POST /cart/add': refusal('DISH_SOLD_OUT'), 'POST /cart/merge': refusal('SOMETHING_NEW') });
    await expect(api.post('/cart/add', {})).rejects.toThrow('Paneer Butter Masala is sold out.');
    await applyLanguage('hi');
    await expect(api.post('/cart/add', {})).rejects.toThrow('यह व्यंजन बिक चुका है।');
    await expect(api.post('/cart/merge', {})).rejects.toThrow('Paneer Butter Masala is sold out.');
    await applyLanguage('en');
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
    expect(error).toMatchObject({
      status: 400,
      message: 'Quantity must be a whole number',
      errors: [{ field: 'quantity', message: 'whole' }],
    });
  });

  it('reports a refused token to the session, for calls and files alike', async () => {
    fakeApi({ 'GET /orders/my-orders': fail(401, 'Token expired'), 'GET /orders/7/invoice': fail(403, 'Forbidden') });
    await expect(api.get('/orders/my-orders')).rejects.toThrow('Token expired');
    await expect(fetchFile('/orders/7/invoice')).rejects.toThrow('Forbidden');
    expect(onRejectedSession).toHaveBeenCalledTimes(2);
  });

  it('treats a refused login as a wrong password, not as an ended session', async () => {
    const { calls } = fakeApi({ 'POST /auth/login': fail(401, 'Invalid email or password') });
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'x' })).rejects.toThrow('Invalid email or password');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(onRejectedSession).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0 with advice', async () => {
    offline();
    await expect(api.get('/menus')).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/connection/) as string });
  });
});
