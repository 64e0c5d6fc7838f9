import { api } from './api-client';
import type { WaitlistEntry } from './api-types';

/** 'Notify me' lists: the dishes the signed-in customer waits for. */
export const waitlistApi = {
  mine: () => api.get<WaitlistEntry[]>('/waitlist'),
  join: (menuItemId: number) => api.post<WaitlistEntry>(`/waitlist/${menuItemId}`),
  leave: (menuItemId: number) => api.del<null>(`/waitlist/${menuItemId}`),
};
