import { connectApiClientToSession } from '../app/api-session';
import { aCart, aCartLine, aMenuCard } from '../testing/factories';
import { fakeApi, ok } from '../testing/fake-api';
import { useAuthStore } from './auth-store';
import { useCartStore } from './cart-store';
import { signIn } from './sign-in';

// Calls carry the signed-in customer's token, as app/start.tsx arranges at start.
beforeAll(connectApiClientToSession);

const asha = { id: 7, name: 'Asha', email: 'asha@example.com', phone: '919876543210', role: 'CUSTOMER' as const, avatar: null };

beforeEach(() => {
  useAuthStore.setState({ token: null, user: null, status: 'ready' });
  useCartStore.setState({ guestLines: [], serverCart: null, syncFailed: false, mergeNotice: null });
});

describe('signing in', () => {
  it('starts the session, then merges the guest cart with its token before it answers', async () => {
    await useCartStore.getState().addItem(aMenuCard({ activeScheduleId: 11 }), 2);
    const merged = aCart([aCartLine({ id: 9, menuScheduleId: 11, quantity: 2 })]);
    const { calls } = fakeApi({ 'POST /cart/merge': ok({ cart: merged, skipped: [] }) });

    await signIn('jwt-1', asha);

    expect(useAuthStore.getState()).toMatchObject({ token: 'jwt-1', user: asha, status: 'ready' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /cart/merge']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(useCartStore.getState()).toMatchObject({ guestLines: [], serverCart: merged });
  });
});
