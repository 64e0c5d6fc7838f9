import { describe, expect, it } from 'vitest';
import { customerOrdersPath } from './customer-orders-path';

describe('customerOrdersPath', () => {
  it("opens the orders list filtered by the customer's id, with the customer filter shown", () => {
    const url = new URL(customerOrdersPath(7), 'http://kitchen.test/');
    expect(url.pathname).toBe('/orders');
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ customerId: 7 });
    expect(JSON.parse(url.searchParams.get('displayedFilters')!)).toEqual({ customerId: true });
  });
});
