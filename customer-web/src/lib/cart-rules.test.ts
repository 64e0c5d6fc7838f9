import { aMenuCard } from '../testing/factories';
import { addToCartProblem, guestItemsForMerge, quantityLimit } from './cart-rules';

describe('addToCartProblem', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('allows a scheduled dish with stock before its cutoff', () => {
    expect(addToCartProblem(aMenuCard({ orderCutoffAt: '2026-11-22T12:00:00Z' }), now)).toBeNull();
  });

  it('refuses a dish without an active schedule', () => {
    const card = aMenuCard({ name: 'Chole Bhature', hasActiveSchedule: false, activeScheduleId: null });
    expect(addToCartProblem(card, now)).toBe('Chole Bhature is not available right now.');
  });

  it('refuses a dish whose cutoff has passed', () => {
    const card = aMenuCard({ name: 'Masala Dosa', orderCutoffAt: '2026-11-22T09:59:00Z' });
    expect(addToCartProblem(card, now)).toBe('Order cutoff time has passed for Masala Dosa.');
  });

  it('refuses a schedule without an id', () => {
    const card = aMenuCard({ activeScheduleId: null, orderCutoffAt: null });
    expect(addToCartProblem(card, now)).toBe('This menu item cannot be ordered (invalid schedule).');
  });

  it('refuses a sold-out dish', () => {
    const card = aMenuCard({ name: 'Paneer Butter Masala', totalAvailableQuantity: 0, orderable: false, orderCutoffAt: null });
    expect(addToCartProblem(card, now)).toBe('Paneer Butter Masala is not available right now.');
  });
});

describe('guestItemsForMerge', () => {
  it('keeps lines with a schedule id and a price, adding quantities of the same schedule', () => {
    const items = guestItemsForMerge([
      { menuScheduleId: 11, price: 120, quantity: 2 },
      { menuScheduleId: 11, price: 120, quantity: 1 },
      { menuScheduleId: 12, price: 80, quantity: 1 },
    ]);
    expect(items).toEqual([
      { menuScheduleId: 11, quantity: 3 },
      { menuScheduleId: 12, quantity: 1 },
    ]);
  });

  it('ignores lines with price 0, no price or no schedule id', () => {
    const items = guestItemsForMerge([
      { menuScheduleId: 11, price: 0, quantity: 2 },
      { menuScheduleId: 12, price: null, quantity: 1 },
      { menuScheduleId: null, price: 90, quantity: 1 },
      { menuScheduleId: 13, price: 50, quantity: 1 },
    ]);
    expect(items).toEqual([{ menuScheduleId: 13, quantity: 1 }]);
  });
});

describe('quantityLimit', () => {
  it('caps at the stock left when no limit per customer is set', () => {
    expect(quantityLimit({ availableQty: 3, maxPerCustomer: null })).toEqual({ max: 3, reason: 'Only 3 left' });
  });

  it('caps at the limit per customer when it is the lower', () => {
    expect(quantityLimit({ availableQty: 9, maxPerCustomer: 2 })).toEqual({ max: 2, reason: 'Max 2 per customer' });
  });

  it('caps at the stock when fewer are left than one customer may buy', () => {
    expect(quantityLimit({ availableQty: 1, maxPerCustomer: 2 })).toEqual({ max: 1, reason: 'Only 1 left' });
  });

  it('does not cap when the stock is unknown and there is no limit', () => {
    expect(quantityLimit({ availableQty: 0, maxPerCustomer: null })).toBeNull();
    expect(quantityLimit({ availableQty: 0, maxPerCustomer: 4 })).toEqual({ max: 4, reason: 'Max 4 per customer' });
  });
});
