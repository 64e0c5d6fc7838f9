import type { EntityManager } from 'typeorm';

/**
 * What promotions need to know about a customer's orders, which sit above them: whether they have one that is not
 * cancelled (first-order codes). The orders module provides it (OrderHistoryPorts).
 */
export abstract class CustomerOrders {
  /** Inside the order's transaction when `manager` is given, so the answer and the use are one decision. */
  abstract hasLiveOrders(userId: number, manager?: EntityManager): Promise<boolean>;
}
