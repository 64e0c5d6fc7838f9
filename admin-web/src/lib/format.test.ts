import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../orders/order-types';
import {
  adoptKitchenTimeZone,
  formatCookDate,
  formatCookDay,
  formatPickupWindow,
  formatTime,
  formatDateTime,
  isoToLocalInput,
  localInputToIso,
  paymentMethodLabel,
  paymentStatusLabel,
  orderStatusLabel,
  paymentSummary,
  statusLabel,
  todayIsoDate,
} from './format';

describe('dates', () => {
  it('formats an instant en-IN with day, short month, year, hour and minute', () => {
    const text = formatDateTime('2026-11-22T09:30:00Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/Nov/);
    expect(text).toMatch(/\d{2}:\d{2}/);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('writes a pickup window in kitchen time, with its date only when it is not on the cook date', () => {
    adoptKitchenTimeZone('Asia/Kolkata');
    expect(formatTime('2026-11-27T07:00:00.000Z')).toBe('12:30 pm');
    expect(formatPickupWindow('2026-11-27', '2026-11-27T06:30:00.000Z', '2026-11-27T08:30:00.000Z')).toBe('12:00 pm – 02:00 pm');
    expect(formatPickupWindow('2026-11-26', '2026-11-27T06:30:00.000Z', '2026-11-27T08:30:00.000Z')).toBe(
      '27 Nov 2026, 12:00 pm – 02:00 pm',
    );
  });

  it('names a cook day with its day of the week', () => {
    expect(formatCookDay('2026-11-27')).toBe('Fri, 27 Nov');
    expect(formatCookDay('27/11/2026')).toBe('');
  });

  it('formats a cook date as the same calendar day in every time zone', () => {
    expect(formatCookDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatCookDate('2026-01-05T00:00:00.000Z')).toBe('05 Jan 2026');
    expect(formatCookDate('garbage')).toBe('');
  });

  it("gives today as YYYY-MM-DD on the kitchen's clock, not the browser's", () => {
    // 20:00 UTC on 5 January is already 6 January in Kolkata (UTC+5:30), still 5 January in New York.
    const instant = new Date('2026-01-05T20:00:00Z');
    expect(todayIsoDate(instant, 'Asia/Kolkata')).toBe('2026-01-06');
    expect(todayIsoDate(instant, 'America/New_York')).toBe('2026-01-05');
  });

  it("reads a datetime-local value as kitchen time, whatever the browser's zone", () => {
    expect(localInputToIso('2026-11-23T10:00', 'Asia/Kolkata')).toBe('2026-11-23T04:30:00.000Z');
    // Daylight saving on both sides of the year.
    expect(localInputToIso('2026-07-01T10:00', 'America/New_York')).toBe('2026-07-01T14:00:00.000Z');
    expect(localInputToIso('2026-12-01T10:00', 'America/New_York')).toBe('2026-12-01T15:00:00.000Z');
  });
});

describe('order labels', () => {
  it('turns a wire status into a label', () => {
    expect(statusLabel('PREPARING')).toBe('Preparing');
    expect(statusLabel('')).toBe('');
  });

  it("says 'Picked up' for a delivered order, since customers collect their food", () => {
    expect(orderStatusLabel('DELIVERED')).toBe('Picked up');
    expect(orderStatusLabel('READY')).toBe('Ready');
    expect(orderStatusLabel('AWAITING_PAYMENT')).toBe('Awaiting payment');
  });
});

describe('payment labels', () => {
  it('says each payment status in words', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(['Awaiting payment', 'Paid', 'Payment failed', 'Refund pending', 'Refunded']);
    expect(paymentStatusLabel(null)).toBe('');
  });

  it('names the payment method and sums up how an order was paid', () => {
    expect(paymentMethodLabel('COD')).toBe('Pay at pickup');
    expect(paymentMethodLabel('ONLINE')).toBe('Online');
    expect(paymentSummary({ paymentMethod: 'ONLINE', paymentStatus: 'REFUND_PENDING' })).toBe('Online · Refund pending');
    expect(paymentSummary({ paymentMethod: 'COD', paymentStatus: null })).toBe('Pay at pickup');
  });

  it("writes the awaiting-payment status as 'Awaiting payment'", () => {
    expect(statusLabel('AWAITING_PAYMENT')).toBe('Awaiting payment');
    expect(statusLabel('PREPARING')).toBe('Preparing');
  });
});

describe('isoToLocalInput', () => {
  it('reads an instant on the kitchen clock, the reverse of localInputToIso', () => {
    expect(isoToLocalInput('2026-11-24T06:45:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24T12:15');
    expect(isoToLocalInput('2026-07-01T14:00:00.000Z', 'America/New_York')).toBe('2026-07-01T10:00');
    expect(localInputToIso(isoToLocalInput('2026-11-24T06:45:00.000Z', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe('2026-11-24T06:45:00.000Z');
  });

  it('is empty for no instant or a broken one', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a time')).toBe('');
  });
});
