import { describe, expect, it } from 'vitest';
import { adminStatusActions } from './order-types';

describe('adminStatusActions', () => {
  it('offers only Cancelled while an order awaits its online payment', () => {
    expect(adminStatusActions('AWAITING_PAYMENT')).toEqual(['CANCELLED']);
  });

  it('offers the four moves from a received or later order, and none once cancelled', () => {
    expect(adminStatusActions('PENDING')).toEqual(['PREPARING', 'READY', 'DELIVERED', 'CANCELLED']);
    expect(adminStatusActions('READY')).toEqual(['PREPARING', 'READY', 'DELIVERED', 'CANCELLED']);
    expect(adminStatusActions('CANCELLED')).toEqual([]);
  });
});
