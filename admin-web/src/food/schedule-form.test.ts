import { describe, expect, it } from 'vitest';
import { defaultScheduleForm, withCookDate } from './schedule-form';

describe('withCookDate', () => {
  it('moves the cutoff and the pickup with the cook date, keeping their times', () => {
    const form = { ...defaultScheduleForm('2026-11-27'), orderCutoffAt: '2026-11-26T21:00', availableQty: '12' };
    expect(withCookDate(form, '2026-12-04')).toEqual({
      cookDate: '2026-12-04',
      orderCutoffAt: '2026-12-03T21:00',
      pickupFrom: '2026-12-04T12:00',
      pickupTo: '2026-12-04T14:00',
      availableQty: '12',
      maxPerCustomer: '',
    });
  });

  it('leaves a half-typed time, and everything else when the cook date is emptied', () => {
    const form = { ...defaultScheduleForm('2026-11-27'), pickupTo: '' };
    expect(withCookDate(form, '2026-11-28')).toMatchObject({ pickupFrom: '2026-11-28T12:00', pickupTo: '' });
    expect(withCookDate(form, '')).toEqual({ ...form, cookDate: '' });
  });
});
