import { aMenuCard } from '../testing/factories';
import { describeAvailability } from './availability';
import { formatDateTime } from './format';

describe('describeAvailability', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('adds the cutoff and the quantity left to an available dish', () => {
    const cutoff = '2026-11-22T14:30:00Z';
    const view = describeAvailability(aMenuCard({ orderCutoffAt: cutoff, pickupFrom: null, totalAvailableQuantity: 7 }), now);
    expect(view).toEqual({
      label: 'Available',
      details: [`Order before ${formatDateTime(cutoff)}`, 'Quantity left: 7'],
      orderable: true,
    });
  });

  it('says when the dish is picked up, beside the cutoff', () => {
    const card = aMenuCard({
      orderCutoffAt: '2026-11-27T04:30:00Z',
      pickupFrom: '2026-11-27T07:00:00Z',
      pickupTo: '2026-11-27T09:00:00Z',
      totalAvailableQuantity: 7,
    });
    expect(describeAvailability(card, now).details).toEqual([
      'Order before 27 Nov 2026, 10:00 am',
      'Pickup Fri 27 Nov, 12:30 pm – 2:30 pm',
      'Quantity left: 7',
    ]);
  });

  it('says how many one customer may buy when the cook date limits it', () => {
    const view = describeAvailability(
      aMenuCard({ orderCutoffAt: null, pickupFrom: null, totalAvailableQuantity: 7, maxPerCustomer: 2 }),
      now,
    );
    expect(view.details).toEqual(['Quantity left: 7', 'Max 2 per customer']);
  });

  it.each([
    ['OUT_OF_STOCK', 'Out of stock'],
    ['NOT_SCHEDULED', 'This item is not scheduled yet'],
    ['NOT_AVAILABLE', 'Not available'],
    ['ORDER_CLOSED', 'Order closed'],
  ] as const)('shows the server message for %s and cannot be ordered', (state, message) => {
    const view = describeAvailability(aMenuCard({ availability: { state, message }, orderable: false }), now);
    expect(view).toEqual({ label: message, details: [], orderable: false });
  });

  it('closes a dish whose cutoff passed after the menu was loaded', () => {
    const view = describeAvailability(aMenuCard({ orderCutoffAt: '2026-11-22T09:00:00Z' }), now);
    expect(view).toEqual({ label: 'Order closed', details: [], orderable: false });
  });

  it('writes the cutoff in en-IN style', () => {
    expect(formatDateTime('2026-11-22T14:30:00Z')).toMatch(/Nov 2026/);
  });
});
