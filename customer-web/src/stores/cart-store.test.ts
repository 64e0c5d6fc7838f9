import { vi } from 'vitest';
import { connectApiClientToSession } from '../app/api-session';
import { aCart, aCartLine, aMenuCard } from '../testing/factories';
import { fail, fakeApi, offline, ok } from '../testing/fake-api';
import { useAuthStore } from './auth-store';
import { i18n } from '../i18n/i18n';
import { CACHED_CART_KEY, CartRuleError, GUEST_CART_KEY, useCartStore } from './cart-store';

// Calls carry the signed-in customer's token, as app/start.tsx arranges at start.
beforeAll(connectApiClientToSession);

const dosa = aMenuCard({ id: 1, name: 'Masala Dosa', price: 120, activeScheduleId: 11 });
const paneer = aMenuCard({ id: 2, name: 'Paneer Butter Masala', price: 240, activeScheduleId: 12, isVeg: true });

function storedGuestCart() {
  return JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as { menuScheduleId: number; quantity: number }[];
}

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null, syncFailed: false, mergeNotice: null });
});

describe('guest cart', () => {
  it('keeps added dishes in localStorage and reports a repeat add as a quantity update', async () => {
    await expect(useCartStore.getState().addItem(dosa)).resolves.toBe('added');
    await expect(useCartStore.getState().addItem(dosa)).resolves.toBe('updated');
    await useCartStore.getState().addItem(paneer);
    expect(storedGuestCart().map(({ menuScheduleId, quantity }) => ({ menuScheduleId, quantity }))).toEqual([
      { menuScheduleId: 11, quantity: 2 },
      { menuScheduleId: 12, quantity: 1 },
    ]);
  });

  it('removes a line whose quantity drops to zero', async () => {
    await useCartStore.getState().addItem(dosa);
    const [line] = useCartStore.getState().guestLines;
    await useCartStore.getState().setQuantity(line, 0);
    expect(useCartStore.getState().guestLines).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('refuses a dish that cannot be ordered, with the spec message', async () => {
    const closed = aMenuCard({ name: 'Chole Bhature', orderCutoffAt: new Date(Date.now() - 60_000).toISOString() });
    await expect(useCartStore.getState().addItem(closed)).rejects.toThrow(
      new CartRuleError('Order cutoff time has passed for Chole Bhature.'),
    );
    expect(useCartStore.getState().guestLines).toEqual([]);
  });

  it('does not add more than the stock left', async () => {
    const lastOne = aMenuCard({ name: 'Masala Dosa', totalAvailableQuantity: 1 });
    await useCartStore.getState().addItem(lastOne);
    await expect(useCartStore.getState().addItem(lastOne)).rejects.toThrow('Only 1 of Masala Dosa left.');
  });
});

describe('after login', () => {
  it('merges the guest cart in one call, then forgets it', async () => {
    await useCartStore.getState().addItem(dosa, 2);
    await useCartStore.getState().addItem(paneer);
    useAuthStore.setState({ token: 'customer-token' });
    const merged = aCart([aCartLine({ id: 9, menuScheduleId: 11, quantity: 3 }), aCartLine({ id: 10, menuScheduleId: 12, price: 240 })]);
    const { calls } = fakeApi({ 'POST /cart/merge': ok({ cart: merged, skipped: [] }) });

    await useCartStore.getState().syncAfterLogin();

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /cart/merge']);
    expect(calls[0]?.body).toEqual({
      items: [
        { menuScheduleId: 11, quantity: 2 },
        { menuScheduleId: 12, quantity: 1 },
      ],
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(useCartStore.getState().serverCart).toEqual(merged);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CACHED_CART_KEY) ?? 'null')).toEqual(merged);
  });

  it('says when the server left dishes of the guest cart out', async () => {
    await useCartStore.getState().addItem(dosa);
    useAuthStore.setState({ token: 'customer-token' });
    fakeApi({ 'POST /cart/merge': ok({ cart: aCart([]), skipped: [{ menuScheduleId: 11, reason: 'SOLD_OUT' }] }) });
    await useCartStore.getState().syncAfterLogin();
    expect(useCartStore.getState().mergeNotice).toMatch(/no longer available/);
  });

  it('only loads the server cart when the guest cart is empty', async () => {
    useAuthStore.setState({ token: 'customer-token' });
    const server = aCart([aCartLine()]);
    const { calls } = fakeApi({ 'GET /cart': ok(server) });
    await useCartStore.getState().syncAfterLogin();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /cart']);
    expect(useCartStore.getState().serverCart).toEqual(server);
  });

  it('keeps the guest cart when the merge cannot reach the server', async () => {
    await useCartStore.getState().addItem(dosa);
    useAuthStore.setState({ token: 'customer-token' });
    offline();
    await useCartStore.getState().syncAfterLogin();
    expect(storedGuestCart()).toHaveLength(1);
    expect(useCartStore.getState().syncFailed).toBe(true);
  });

  it('forgets the server cart when the session ends', () => {
    useAuthStore.setState({ token: 'customer-token' });
    useCartStore.setState({ serverCart: aCart([aCartLine()]) });
    localStorage.setItem(CACHED_CART_KEY, '{}');
    useAuthStore.getState().logout();
    expect(useCartStore.getState().serverCart).toBeNull();
    expect(localStorage.getItem(CACHED_CART_KEY)).toBeNull();
  });
});

describe('signed-in cart', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: 'customer-token' });
  });

  it('sends quantity changes to the server and shows its answer', async () => {
    const line = aCartLine({ id: 501, quantity: 1 });
    useCartStore.setState({ serverCart: aCart([line]) });
    const answer = aCart([aCartLine({ id: 501, quantity: 3 })]);
    const { calls } = fakeApi({ 'PUT /cart/update/501': ok(answer) });
    await useCartStore.getState().setQuantity(line, 3);
    expect(calls[0]?.body).toEqual({ quantity: 3 });
    expect(useCartStore.getState().serverCart).toEqual(answer);
  });

  it('keeps the local change and says so quietly when the server cannot be reached', async () => {
    const line = aCartLine({ id: 501, quantity: 1 });
    useCartStore.setState({ serverCart: aCart([line]) });
    offline();
    await useCartStore.getState().setQuantity(line, 4);
    expect(useCartStore.getState().serverCart?.items[0]?.quantity).toBe(4);
    expect(useCartStore.getState().serverCart?.count).toBe(4);
    expect(useCartStore.getState().syncFailed).toBe(true);
    expect(i18n.t('notices.syncFailed')).toMatch(/kept on this device/);
  });

  it('undoes a change the server refuses and passes its message on', async () => {
    const line = aCartLine({ id: 501, quantity: 1 });
    const before = aCart([line]);
    useCartStore.setState({ serverCart: before });
    fakeApi({ 'PUT /cart/update/501': fail(409, 'Only 1 left of Masala Dosa') });
    await expect(useCartStore.getState().setQuantity(line, 2)).rejects.toThrow('Only 1 left of Masala Dosa');
    expect(useCartStore.getState().serverCart).toEqual(before);
  });

  it('keeps a dish added while the cart was loading: the load answered before the add is older', async () => {
    let answerLoad: (cart: Response) => void = () => {};
    const added = aCart([aCartLine({ id: 501, menuScheduleId: 11, quantity: 1 })]);
    vi.stubGlobal(
      'fetch',
      // The add (a POST) is answered at once; the load (a GET) waits until the test answers it.
      vi.fn((_input: RequestInfo | URL, init: RequestInit = {}) =>
        init.method === 'POST'
          ? Promise.resolve(new Response(JSON.stringify(ok(added).body)))
          : new Promise<Response>((resolve) => (answerLoad = resolve)),
      ),
    );
    const loading = useCartStore.getState().loadServerCart();
    await useCartStore.getState().addItem(dosa);
    answerLoad(new Response(JSON.stringify(ok(aCart([])).body)));
    await loading;
    expect(useCartStore.getState().serverCart).toEqual(added);
  });
});
