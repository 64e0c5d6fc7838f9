import { create } from 'zustand';
import { messageOf } from '../lib/api-client';
import { waitlistApi } from '../lib/waitlist-api';
import { useAuthStore } from './auth-store';
import { toast } from './toast-store';

/** A guest who pressed 'Notify me' is sent to log in; this remembers the dish so the list is joined on return. */
export const NOTIFY_AFTER_LOGIN_KEY = 'notifyAfterLogin';

interface WaitlistState {
  /** The dishes the signed-in customer waits for; null until loaded, and again after signing out. */
  dishIds: number[] | null;
  load(): Promise<void>;
  join(dish: { id: number; name: string }): Promise<void>;
  leave(dish: { id: number; name: string }): Promise<void>;
}

let loading: Promise<void> | null = null;

/** The signed-in customer's 'Notify me' lists, loaded once and shared by every card and dish page. */
export const useWaitlistStore = create<WaitlistState>()((set, get) => ({
  dishIds: null,
  load() {
    loading ??= waitlistApi
      .mine()
      .then((entries) => set({ dishIds: entries.map((entry) => entry.menuItemId) }))
      .catch(() => undefined)
      .finally(() => {
        loading = null;
      });
    return loading;
  },
  async join(dish) {
    try {
      await waitlistApi.join(dish.id);
      set({ dishIds: [...(get().dishIds ?? []).filter((id) => id !== dish.id), dish.id] });
      toast.success(`We'll let you know when ${dish.name} is back.`);
    } catch (error) {
      toast.error(messageOf(error, `Could not add you to the list for ${dish.name}.`));
    }
  },
  async leave(dish) {
    try {
      await waitlistApi.leave(dish.id);
      set({ dishIds: (get().dishIds ?? []).filter((id) => id !== dish.id) });
      toast.success(`You left the list for ${dish.name}.`);
    } catch (error) {
      toast.error(messageOf(error, `Could not take you off the list for ${dish.name}.`));
    }
  },
}));

useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useWaitlistStore.setState({ dishIds: null });
});
