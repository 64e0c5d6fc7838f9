/**
 * What the dishes module needs to know about orders, which sit above it: whether any order names a dish (then it is
 * deactivated, not deleted, so order history stays whole). The orders module provides it (OrderHistoryPorts).
 */
export abstract class DishOrders {
  abstract isDishOrdered(menuItemId: number): Promise<boolean>;
}
