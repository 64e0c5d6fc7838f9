import type { Order } from './order.entity';

/** A pickup slot, or a line's whole window when it has no slot. */
export interface PickupTime {
  from: Date;
  to: Date;
}

/**
 * The distinct pickups of an order with its lines and their schedules loaded, earliest first: one per cook date
 * (or per slot), so an order spanning two dates lists both in date order.
 */
export function pickupTimesOf(order: Order): PickupTime[] {
  const times = new Map<string, PickupTime>();
  for (const item of order.items ?? []) {
    if (!item.schedule) continue;
    const from = item.slotFrom ?? item.schedule.pickupFrom;
    const to = item.slotTo ?? item.schedule.pickupTo;
    times.set(`${from.getTime()}-${to.getTime()}`, { from, to });
  }
  return [...times.values()].sort((a, b) => a.from.getTime() - b.from.getTime() || a.to.getTime() - b.to.getTime());
}
