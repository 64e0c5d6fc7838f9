import { api, ApiError } from './api-client';
import type { PushKey } from './api-types';

export type DevicePushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Whether this browser can show the site's notifications at all (and runs the site's service worker). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this browser stands: notifications on, off, blocked in its settings, or impossible. */
export async function devicePushState(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Asks the browser's permission, subscribes with the kitchen's key and tells the server. Answers the new state. */
export async function turnDevicePushOn(): Promise<DevicePushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const [{ publicKey }, registration] = await Promise.all([api.get<PushKey>('/push/key'), navigator.serviceWorker.ready]);
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.post('/push/subscriptions', subscription.toJSON());
  return 'on';
}

/** Stops this browser's notifications, at the server and at the push service. */
export async function turnDevicePushOff(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await forgetAtServer(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/** The server not having this browser for the signed-in account (another account's, or dropped as gone) means it is off there already. */
async function forgetAtServer(endpoint: string): Promise<void> {
  try {
    await api.post('/push/subscriptions/remove', { endpoint });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw error;
  }
}

/**
 * On signing out the browser drops its subscription, so the next person on it is not shown the last one's orders;
 * the push service then answers 410 and the server forgets it.
 */
export async function forgetDevicePush(): Promise<void> {
  if (!pushSupported()) return;
  await (await currentSubscription())?.unsubscribe();
}
