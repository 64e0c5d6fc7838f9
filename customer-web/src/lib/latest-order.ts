import type { Order } from './api-types';

/** The latest order is kept in local storage for the confirmation page (docs/rules.md). */
export const LATEST_ORDER_KEY = 'latestOrder';

export function saveLatestOrder(order: Order): void {
  localStorage.setItem(LATEST_ORDER_KEY, JSON.stringify(order));
}

export function readLatestOrder(): Order | null {
  const raw = localStorage.getItem(LATEST_ORDER_KEY);
  if (!raw) return null;
  try {
    const order = JSON.parse(raw) as Order;
    return order && typeof order.id === 'string' ? order : null;
  } catch {
    return null;
  }
}

/** Logging out forgets it, so the next person at this browser never sees the previous customer's order. */
export function forgetLatestOrder(): void {
  localStorage.removeItem(LATEST_ORDER_KEY);
}
