import { SLOT_MINUTES_MAX, SLOT_MINUTES_MIN, type TiffinPlanInput } from './tiffin-text';

type PlanFormValues = Partial<Record<keyof TiffinPlanInput, unknown>>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whole rupees or rupees and paise, as the server takes a price (two decimals at most). */
function isRupees(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** 0 (the whole window is one slot) or a whole number of minutes from 10 to 240, as the server takes a slot length. */
export function isSlotMinutes(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && (value === 0 || (value >= SLOT_MINUTES_MIN && value <= SLOT_MINUTES_MAX));
}

/**
 * The plan form's checks across fields, before the server's own: each error is the key of its text under
 * hk.tiffinPlans.errors, which react-admin translates under the field.
 */
export function validatePlanForm(values: PlanFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof values.name !== 'string' || !values.name.trim()) errors.name = 'hk.tiffinPlans.errors.name';
  if (!Array.isArray(values.weekdays) || values.weekdays.length === 0) errors.weekdays = 'hk.tiffinPlans.errors.weekdays';
  if (!Array.isArray(values.periods) || values.periods.length === 0) errors.periods = 'hk.tiffinPlans.errors.periods';
  const price = values.pricePerMeal;
  if (typeof price !== 'number' || price < 1 || price > 10000 || !isRupees(price)) errors.pricePerMeal = 'hk.tiffinPlans.errors.price';
  const capacity = values.capacity;
  if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 1 || capacity > 10000)
    errors.capacity = 'hk.tiffinPlans.errors.capacity';
  for (const field of ['pickupFrom', 'pickupTo', 'skipCutoffTime'] as const) {
    if (typeof values[field] !== 'string' || !TIME.test(values[field])) errors[field] = 'hk.tiffinPlans.errors.time';
  }
  if (!errors.pickupFrom && !errors.pickupTo && (values.pickupTo as string) <= (values.pickupFrom as string))
    errors.pickupTo = 'hk.tiffinPlans.errors.pickupOrder';
  if (!isSlotMinutes(values.slotMinutes)) errors.slotMinutes = 'hk.tiffinPlans.errors.slotMinutes';
  return errors;
}

const READ_ONLY = ['id', 'subscribers', 'createdAt', 'pickupSlots'];

/** What the server takes: the form's fields without what it works out and answers with (counters, the slots). */
export function planPayload(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !READ_ONLY.includes(key)));
}

/** A new plan's starting values: weekday lunch, sold by the week or four, skip until 8 pm the day before. */
export const NEW_PLAN: Partial<TiffinPlanInput> = {
  meal: 'LUNCH',
  weekdays: [1, 2, 3, 4, 5],
  periods: ['WEEK', 'FOUR_WEEKS'],
  pickupFrom: '12:30',
  pickupTo: '14:00',
  slotMinutes: 0,
  skipCutoffDaysBefore: 1,
  skipCutoffTime: '20:00',
  active: true,
  autopayAllowed: false,
};
