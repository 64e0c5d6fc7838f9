import type { EntityManager } from 'typeorm';

/**
 * Whether orders name a dish or a schedule. Dishes and schedules sit below orders and may not import
 * them, yet must know this before deleting a row; the orders module provides the answer under this
 * token, and the lower modules look it up when the app is running (ModuleRef, not a module import).
 */
export abstract class OrderHistory {
  abstract isDishOrdered(menuItemId: number): Promise<boolean>;
  abstract isScheduleOrdered(scheduleId: number): Promise<boolean>;
  /** Portions in orders that are not cancelled, per schedule (schedules without any are left out). */
  abstract portionsOrdered(scheduleIds: number[]): Promise<Map<number, number>>;
  /** Whether the customer has an order that is not cancelled (first-order promotions); inside a transaction when given. */
  abstract hasLiveOrders(userId: number, manager?: EntityManager): Promise<boolean>;
}
