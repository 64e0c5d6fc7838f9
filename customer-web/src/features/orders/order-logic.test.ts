import { anOrder } from '../../testing/factories';
import { cancelSecondsLeft, cancelWindowText } from './cancel-window';
import { nextCountdown, PREPARING_COUNTDOWN_SECONDS, reachedStep, statusMessage } from './order-progress';

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

  it('uses the spec texts', () => {
    expect(cancelWindowText(42)).toBe('You can cancel this order within 42s');
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

  it('counts down while preparing, restarts when run out and stops at the end', () => {
    expect(nextCountdown('PREPARING', PREPARING_COUNTDOWN_SECONDS)).toBe(2399);
    expect(nextCountdown('PREPARING', 0)).toBe(2400);
    expect(nextCountdown('READY', 1500)).toBe(0);
    expect(nextCountdown('DELIVERED', 1500)).toBe(0);
    expect(nextCountdown('PENDING', 2400)).toBe(2400);
  });
});
