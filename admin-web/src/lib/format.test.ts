import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../orders/order-types';
import {
  formatCookDate,
  formatPhone,
  formatDateTime,
  formatRupees,
  isoToLocalInput,
  localInputToIso,
  paymentMethodLabel,
  paymentStatusLabel,
  paymentSummary,
  shortOrderId,
  statusLabel,
  todayIsoDate,
} from './format';

describe('formatRupees', () => {
  it('uses the rupee sign with two decimals and Indian grouping', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(150000)).toBe('₹1,50,000.00');
  });

  it('accepts numeric strings and never shows a dollar sign', () => {
    expect(formatRupees('99.9')).toBe('₹99.90');
    expect(formatRupees(undefined)).toBe('₹0.00');
    expect(formatRupees(12)).not.toContain('$');
  });
});

describe('dates', () => {
  it('formats an instant en-IN with day, short month, year, hour and minute', () => {
    const text = formatDateTime('2026-11-22T09:30:00Z');
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/Nov/);
    expect(text).toMatch(/\d{2}:\d{2}/);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
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
  it('shows the first 8 characters of an order id', () => {
    expect(shortOrderId('3f2a9c10-1111-2222-3333-444455556666')).toBe('3f2a9c10');
  });

  it('turns a wire status into a label', () => {
    expect(statusLabel('PREPARING')).toBe('Preparing');
    expect(statusLabel('')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups an Indian mobile as +91 98765 43210, from stored digits with or without the country code', () => {
    expect(formatPhone('919876543210')).toBe('+91 98765 43210');
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
  });

  it('gives other numbers their + without grouping, and leaves anything else as stored', () => {
    expect(formatPhone('447911123456')).toBe('+447911123456');
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone(null)).toBe('');
  });
});

describe('payment labels', () => {
  it('says each payment status in words', () => {
    expect(PAYMENT_STATUSES.map(paymentStatusLabel)).toEqual(['Awaiting payment', 'Paid', 'Payment failed', 'Refund pending', 'Refunded']);
    expect(paymentStatusLabel(null)).toBe('');
  });

  it('names the payment method and sums up how an order was paid', () => {
    expect(paymentMethodLabel('COD')).toBe('Cash on Delivery');
    expect(paymentMethodLabel('ONLINE')).toBe('Online');
    expect(paymentSummary({ paymentMethod: 'ONLINE', paymentStatus: 'REFUND_PENDING' })).toBe('Online · Refund pending');
    expect(paymentSummary({ paymentMethod: 'COD', paymentStatus: null })).toBe('Cash on Delivery');
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
