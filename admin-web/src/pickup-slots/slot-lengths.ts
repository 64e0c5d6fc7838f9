import type { PickupPlan } from '../lib/api-types';

/** The slot lengths the server accepts, in minutes. */
export const SLOT_LENGTHS: readonly PickupPlan['slotMinutes'][] = [10, 15, 20, 30, 60];

/** The form's text for 'most orders per slot': '' for none. */
export function maxOrdersInput(max: number | null | undefined): string {
  return max == null ? '' : String(max);
}

/** What the server takes: null for an empty field, else the number typed. */
export function maxOrdersValue(input: string): number | null {
  return input.trim() === '' ? null : Number(input);
}
