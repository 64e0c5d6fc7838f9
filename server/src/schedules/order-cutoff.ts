import { PayloadValidationException } from '../common/validation';

/**
 * The order cutoff, in one place (docs/rules.md): a schedule takes orders while `now` is strictly
 * before its cutoff instant; at the cutoff itself it is closed. The cutoff may not fall after the
 * pickup window opens, and the window must have a length.
 */
export function isBeforeCutoff(schedule: { orderCutoffAt: Date }, now: Date): boolean {
  return schedule.orderCutoffAt.getTime() > now.getTime();
}

/** The same rule as SQL for a query over menu_schedules; bind `:now` (or the placeholder given, '?' for a prepared statement). */
export function openForOrdersSql(column: string, placeholder = ':now'): string {
  return `${column} > ${placeholder}`;
}

/** Checks a schedule form's times: cutoff not after pickup start, pickup start before pickup end. */
export function checkScheduleTimes(input: { orderCutoffAt: string; pickupFrom: string; pickupTo: string }): {
  orderCutoffAt: Date;
  pickupFrom: Date;
  pickupTo: Date;
} {
  const orderCutoffAt = new Date(input.orderCutoffAt);
  const pickupFrom = new Date(input.pickupFrom);
  const pickupTo = new Date(input.pickupTo);
  if (orderCutoffAt.getTime() > pickupFrom.getTime()) {
    throw new PayloadValidationException([{ field: 'orderCutoffAt', message: 'The order cutoff must be before pickup starts' }]);
  }
  if (pickupFrom.getTime() >= pickupTo.getTime()) {
    throw new PayloadValidationException([{ field: 'pickupFrom', message: 'Pickup must end after it starts' }]);
  }
  return { orderCutoffAt, pickupFrom, pickupTo };
}
