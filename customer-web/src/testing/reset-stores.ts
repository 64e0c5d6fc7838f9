import { beforeEach } from 'vitest';
import type { StoreApi, UseBoundStore } from 'zustand';
import { useSettingsStore } from '../lib/settings-store';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useToastStore } from '../stores/toast-store';
import { useWaitlistStore } from '../stores/waitlist-store';

// The test files of one worker share these stores (isolate: false): each test starts from the state the app starts with.
function reset<T>(store: UseBoundStore<StoreApi<T>>): void {
  store.setState(store.getInitialState(), true);
}

beforeEach(() => {
  reset(useAuthStore);
  reset(useCartStore);
  reset(useToastStore);
  reset(useWaitlistStore);
  reset(useSettingsStore);
});
