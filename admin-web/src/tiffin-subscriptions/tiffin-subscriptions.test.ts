import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { awaitsPayment, customerNameText, customerPhoneText, planText } from './tiffin-subscriptions';

const translate = ((key: string) => (key === 'hk.app.notAvailable' ? 'N/A' : key)) as TranslateFunction;

describe('a subscription awaiting payment', () => {
  it('lets the kitchen record a payment only while one is awaited', () => {
    expect(awaitsPayment({ status: 'AWAITING_PAYMENT' })).toBe(true);
    expect(awaitsPayment({ status: 'ACTIVE' })).toBe(false);
    expect(awaitsPayment({ status: 'CANCELLED' })).toBe(false);
  });
});

describe("the subscriber's name and phone", () => {
  it('shows them as the server sends them, the phone written the console’s way', () => {
    expect(customerNameText({ customerName: 'Meera Iyer' }, translate)).toBe('Meera Iyer');
    expect(customerPhoneText({ customerPhone: '919876543210' }, translate)).toBe('+91 98765 43210');
  });

  it('says N/A for a blank name or a customer without a phone', () => {
    expect(customerNameText({ customerName: ' ' }, translate)).toBe('N/A');
    expect(customerPhoneText({ customerPhone: '' }, translate)).toBe('N/A');
  });
});

describe("the subscription's plan", () => {
  it('names the plan and its meal', () => {
    const translateMeal = ((key: string) => (key === 'hk.tiffinPlans.meals.DINNER' ? 'Dinner' : key)) as TranslateFunction;
    expect(planText({ planName: 'Weeknight dinner', meal: 'DINNER' }, translateMeal)).toBe('Weeknight dinner · Dinner');
  });
});
