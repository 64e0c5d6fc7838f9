import { isBeforeCutoff } from '../schedules/order-cutoff';

/** Menu card availability (docs/rules.md): which schedule a card shows and what it says. */

export type AvailabilityState = 'AVAILABLE' | 'ALL_IN_CARTS' | 'OUT_OF_STOCK' | 'NOT_SCHEDULED' | 'NOT_AVAILABLE' | 'ORDER_CLOSED';

export const AVAILABILITY_MESSAGES: Record<AvailabilityState, string> = {
  AVAILABLE: 'Available',
  ALL_IN_CARTS: 'All portions are in carts — check back in a few minutes',
  OUT_OF_STOCK: 'Out of stock',
  NOT_SCHEDULED: 'This item is not scheduled yet',
  NOT_AVAILABLE: 'Not available',
  ORDER_CLOSED: 'Order closed',
};

/** The schedule fields the rule reads. */
export interface ScheduleFacts {
  id: number;
  cookDate: string;
  orderCutoffAt: Date;
  availableQty: number;
  /** Portions held in customers' checkouts: none for sale, some held, is not sold out yet. */
  heldQty: number;
}

export interface Availability<S extends ScheduleFacts> {
  state: AvailabilityState;
  /** "The" schedule of the dish, shown on its card; undefined when there is none. */
  schedule?: S;
  orderable: boolean;
}

function byCutoffThenCookDate(a: ScheduleFacts, b: ScheduleFacts): number {
  return a.orderCutoffAt.getTime() - b.orderCutoffAt.getTime() || a.cookDate.localeCompare(b.cookDate) || a.id - b.id;
}

/**
 * Decides a dish's availability from its PUBLISHED schedules that still matter (cook date today
 * or later, or cutoff ahead). The card's schedule is the next one still open for orders (cutoff
 * ahead, portions left); failing that the next one whose portions are all in customers' checkouts (they may
 * come back); failing that the next one whose cutoff is ahead (sold out); failing that
 * the latest one whose cutoff passed. Out of stock wins over order closed: it says more.
 */
export function decideAvailability<S extends ScheduleFacts>(dishActive: boolean, schedules: S[], now: Date): Availability<S> {
  if (!dishActive) return { state: 'NOT_AVAILABLE', orderable: false };
  if (schedules.length === 0) return { state: 'NOT_SCHEDULED', orderable: false };
  const upcoming = schedules.filter((schedule) => isBeforeCutoff(schedule, now)).sort(byCutoffThenCookDate);
  const open = upcoming.find((schedule) => schedule.availableQty > 0);
  if (open) return { state: 'AVAILABLE', schedule: open, orderable: true };
  const inCarts = upcoming.find((schedule) => schedule.heldQty > 0);
  if (inCarts) return { state: 'ALL_IN_CARTS', schedule: inCarts, orderable: false };
  if (upcoming.length > 0) return { state: 'OUT_OF_STOCK', schedule: upcoming[0], orderable: false };
  const latestClosed = [...schedules].sort(byCutoffThenCookDate).at(-1) as S;
  return { state: latestClosed.availableQty > 0 ? 'ORDER_CLOSED' : 'OUT_OF_STOCK', schedule: latestClosed, orderable: false };
}
