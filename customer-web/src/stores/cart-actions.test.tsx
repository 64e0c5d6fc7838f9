import { act, renderHook } from '@testing-library/react';
import { connectApiClientToSession } from '../app/api-session';
import { aCart, aCartLine, aMenuCard } from '../testing/factories';
import { fakeApi, ok } from '../testing/fake-api';
import { useAuthStore } from './auth-store';
import { useAddToCart } from './cart-actions';
import { useCartStore } from './cart-store';

beforeAll(connectApiClientToSession);

const dosa = aMenuCard({ id: 1, name: 'Masala Dosa', price: 120, activeScheduleId: 11 });

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null, syncFailed: false, mergeNotice: null });
});

describe('useAddToCart', () => {
  it("adds a guest's dish without drawing the button as waiting", async () => {
    const renders: boolean[] = [];
    const { result } = renderHook(() => {
      const action = useAddToCart();
      renders.push(action.adding);
      return action;
    });
    await act(() => result.current.add(dosa));
    expect(useCartStore.getState().guestLines.map((line) => line.quantity)).toEqual([1]);
    expect(renders).toEqual([false]);
  });

  it("keeps a signed-in customer's button waiting until the server has answered", async () => {
    useAuthStore.setState({ token: 'customer-token' });
    fakeApi({ 'POST /cart/add': ok(aCart([aCartLine({ menuScheduleId: 11, quantity: 1 })])) });
    const { result } = renderHook(() => useAddToCart());
    let adding: Promise<void> = Promise.resolve();
    act(() => {
      adding = result.current.add(dosa);
    });
    expect(result.current.adding).toBe(true);
    // The server's answer arrives after this line: the add is still waiting here.
    await act(() => adding);
    expect(result.current.adding).toBe(false);
    expect(useCartStore.getState().serverCart?.count).toBe(1);
  });
});
