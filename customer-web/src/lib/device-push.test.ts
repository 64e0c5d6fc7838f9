import { useAuthStore } from '../stores/auth-store';
import { fakeApi } from '../testing/fake-api';
import { turnDevicePushOff } from './device-push';

/** A browser with the site's service worker and one push subscription, which records being unsubscribed. */
function browserSubscribedTo(endpoint: string) {
  const subscription = { endpoint, unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistration: async () => registration } });
  return subscription;
}

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

beforeEach(() => {
  useAuthStore.setState({ token: 'customer-token', user: null, status: 'ready' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('turning this device’s notifications off', () => {
  it('forgets the browser at the server, then unsubscribes it', async () => {
    const subscription = browserSubscribedTo(ENDPOINT);
    const { calls } = fakeApi({
      'POST /push/subscriptions/remove': { body: { success: true, message: 'Notifications are off for this device', data: null } },
    });

    await expect(turnDevicePushOff()).resolves.toBe('off');

    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/push/subscriptions/remove', { endpoint: ENDPOINT }],
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('takes the server not having this browser for the account as already off, and still unsubscribes it', async () => {
    const subscription = browserSubscribedTo(ENDPOINT);
    fakeApi({
      'POST /push/subscriptions/remove': {
        status: 404,
        body: { success: false, code: 'PUSH_SUBSCRIPTION_NOT_FOUND', message: 'Notifications are not on for this device in your account' },
      },
    });

    await expect(turnDevicePushOff()).resolves.toBe('off');
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser subscribed and reports the failure when the server could not forget it', async () => {
    const subscription = browserSubscribedTo(ENDPOINT);
    fakeApi({
      'POST /push/subscriptions/remove': {
        status: 503,
        body: { success: false, code: 'DATABASE_UNAVAILABLE', message: 'Please try again in a moment' },
      },
    });

    await expect(turnDevicePushOff()).rejects.toThrow('Please try again in a moment');
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });
});
