import { anOrder } from '../../testing/factories';
import { cancelSecondsLeft, cancelWindowText } from '../../lib/cancel-window';
import { pickupCountdownSeconds, reachedStep, statusMessage } from './order-progress';

describe('cancel window', () => {
  const placedAt = Date.parse('2026-11-22T10:00:00Z');
  const order = anOrder({ createdAt: '2026-11-22T10:00:00Z', cancellableUntil: '2026-11-22T10:02:00Z' });

  it('counts down the 120 seconds of a pending order', () => {
    expect(cancelSecondsLeft(order, placedAt)).toBe(120);
    expect(cancelSecondsLeft(order, placedAt + 45_500)).toBe(75);
    expect(cancelSecondsLeft(order, placedAt + 121_000)).toBe(0);
  });

  it('falls back to createdAt + 120 s and closes once the kitchen started', () => {
    expect(cancelSecondsLeft({ ...order, cancellableUntil: null }, placedAt + 20_000)).toBe(100);
    expect(cancelSecondsLeft({ ...order, status: 'PREPARING' }, placedAt)).toBe(0);
  });

  it('says the time left as minutes and seconds', () => {
    expect(cancelWindowText(116)).toBe('You can cancel this order within 1:56');
    expect(cancelWindowText(42)).toBe('You can cancel this order within 0:42');
    expect(cancelWindowText(0)).toBe('You can’t cancel this order now');
  });
});

describe('order progress', () => {
  it('highlights steps up to the current status and none for a cancelled order', () => {
    expect(reachedStep('PENDING')).toBe(0);
    expect(reachedStep('READY')).toBe(2);
    expect(reachedStep('CANCELLED')).toBe(-1);
  });

  it('has a message per status', () => {
    expect(statusMessage('PENDING')).toBe('Your order has been received!');
    expect(statusMessage('CANCELLED')).toBe('This order has been cancelled.');
  });

  it('says a picked-up order was picked up, not delivered', () => {
    expect(statusMessage('DELIVERED')).toBe('You have picked up your order. Enjoy!');
  });

  it('counts down to the first pickup start in its last day, and not for an order that is done', () => {
    const now = Date.parse('2026-11-27T05:36:15Z');
    const item = { ...anOrder().orderItems[0], pickupFrom: '2026-11-27T07:00:00Z', pickupTo: '2026-11-27T07:15:00Z' };
    const later = { ...item, id: 2, pickupFrom: '2026-11-28T07:00:00Z', pickupTo: '2026-11-28T07:15:00Z' };
    const order = anOrder({ status: 'PREPARING', orderItems: [later, item] });
    expect(pickupCountdownSeconds(order, now)).toBe(5025);
    expect(pickupCountdownSeconds({ ...order, status: 'DELIVERED' }, now)).toBeNull();
    expect(pickupCountdownSeconds({ ...order, orderItems: [later] }, now)).toBeNull();
    expect(pickupCountdownSeconds(order, Date.parse('2026-11-27T07:00:01Z'))).toBeNull();
  });
});
