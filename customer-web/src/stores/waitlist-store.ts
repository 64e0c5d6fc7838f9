import { create } from 'zustand';
import { i18n } from '../i18n/i18n';
import { dishName } from '../lib/dish-text';
import { messageOf } from '../lib/api-client';
import { waitlistApi } from '../lib/waitlist-api';
import { useAuthStore } from './auth-store';
import { toast } from './toast-store';
import '../i18n/sections/notifyMe';

/** A guest who pressed 'Notify me' is sent to log in; this remembers the dish so the list is joined on return. */
export const NOTIFY_AFTER_LOGIN_KEY = 'notifyAfterLogin';

interface WaitedDish {
  id: number;
  name: string;
  nameHi?: string | null;
}

const nameOf = (dish: WaitedDish) => dishName({ name: dish.name, nameHi: dish.nameHi ?? null });

interface WaitlistState {
  /** The dishes the signed-in customer waits for; null until loaded, and again after signing out. */
  dishIds: number[] | null;
  load(): Promise<void>;
  join(dish: WaitedDish): Promise<void>;
  leave(dish: WaitedDish): Promise<void>;
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
      toast.success(i18n.t('notifyMe.joined', { dish: nameOf(dish) }));
    } catch (error) {
      toast.error(messageOf(error, i18n.t('notifyMe.joinFailed', { dish: nameOf(dish) })));
    }
  },
  async leave(dish) {
    try {
      await waitlistApi.leave(dish.id);
      set({ dishIds: (get().dishIds ?? []).filter((id) => id !== dish.id) });
      toast.success(i18n.t('notifyMe.left', { dish: nameOf(dish) }));
    } catch (error) {
      toast.error(messageOf(error, i18n.t('notifyMe.leaveFailed', { dish: nameOf(dish) })));
    }
  },
}));

useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) useWaitlistStore.setState({ dishIds: null });
});
