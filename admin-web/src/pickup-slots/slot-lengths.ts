import type { PickupPlan } from '../lib/api-types';

/** The slot lengths the server accepts, in minutes. */
export const SLOT_LENGTHS: readonly PickupPlan['slotMinutes'][] = [10, 15, 20, 30, 60];
