import type { Identifier } from 'react-admin';

/**
 * The orders list showing one customer's orders: react-admin reads the filter from the address, and the customer
 * filter shows who it is, with a button to drop it.
 */
export function customerOrdersPath(customerId: Identifier): string {
  const query = new URLSearchParams({
    filter: JSON.stringify({ customerId }),
    displayedFilters: JSON.stringify({ customerId: true }),
  });
  return `/orders?${query.toString()}`;
}
