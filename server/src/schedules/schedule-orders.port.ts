/**
 * What the schedules module, and the modules built on it, need to know about orders, which sit above them: whether
 * orders name a schedule (it cannot be deleted then), and the portions standing orders hold per schedule. The orders
 * module provides it (OrderHistoryPorts).
 */
export abstract class ScheduleOrders {
  abstract isScheduleOrdered(scheduleId: number): Promise<boolean>;
  /** Portions in orders that are not cancelled, per schedule (schedules without any are left out). */
  abstract portionsOrdered(scheduleIds: number[]): Promise<Map<number, number>>;
}
