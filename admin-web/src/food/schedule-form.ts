import { addDaysToCookDate, daysBetweenCookDates } from './cook-dates';

/** The Schedule form's fields as typed: days 'YYYY-MM-DD', times 'YYYY-MM-DDTHH:mm' on the kitchen's clock. */
export interface ScheduleForm {
  cookDate: string;
  orderCutoffAt: string;
  pickupFrom: string;
  pickupTo: string;
  availableQty: string;
  maxPerCustomer: string;
}

/** Cooking on that day, ordered until 10:00 and collected 12:00–14:00: a common day, adjustable. */
export function defaultScheduleForm(cookDate: string): ScheduleForm {
  return {
    cookDate,
    orderCutoffAt: `${cookDate}T10:00`,
    pickupFrom: `${cookDate}T12:00`,
    pickupTo: `${cookDate}T14:00`,
    availableQty: '10',
    maxPerCustomer: '',
  };
}

function moveWallClock(value: string, days: number): string {
  return value ? `${addDaysToCookDate(value.slice(0, 10), days)}${value.slice(10)}` : value;
}

/**
 * The form on another cook date: the cutoff and the pickup move by as many days, keeping their times, so a date
 * taken from the offered free dates needs no other change. A field left half typed ('') stays so.
 */
export function withCookDate(form: ScheduleForm, cookDate: string): ScheduleForm {
  if (!form.cookDate || !cookDate) return { ...form, cookDate };
  const days = daysBetweenCookDates(form.cookDate, cookDate);
  return {
    ...form,
    cookDate,
    orderCutoffAt: moveWallClock(form.orderCutoffAt, days),
    pickupFrom: moveWallClock(form.pickupFrom, days),
    pickupTo: moveWallClock(form.pickupTo, days),
  };
}
