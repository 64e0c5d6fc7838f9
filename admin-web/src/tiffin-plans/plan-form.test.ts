import { describe, expect, it } from 'vitest';
import { NEW_PLAN, planPayload, validatePlanForm } from './plan-form';

const complete = { ...NEW_PLAN, name: 'Weekday lunch', pricePerMeal: 120.5, capacity: 30 };

describe('the tiffin plan form', () => {
  it('takes a complete plan, starting from a new plan’s values', () => {
    expect(validatePlanForm(complete)).toEqual({});
  });

  it('asks for a name, a day and a period', () => {
    expect(validatePlanForm({ ...complete, name: '  ', weekdays: [], periods: [] })).toEqual({
      name: 'hk.tiffinPlans.errors.name',
      weekdays: 'hk.tiffinPlans.errors.weekdays',
      periods: 'hk.tiffinPlans.errors.periods',
    });
  });

  it('takes rupees with at most two decimals and whole subscribers', () => {
    expect(validatePlanForm({ ...complete, pricePerMeal: 120.505 })).toEqual({ pricePerMeal: 'hk.tiffinPlans.errors.price' });
    expect(validatePlanForm({ ...complete, pricePerMeal: 0.5 })).toEqual({ pricePerMeal: 'hk.tiffinPlans.errors.price' });
    expect(validatePlanForm({ ...complete, pricePerMeal: 99.99 })).toEqual({});
    expect(validatePlanForm({ ...complete, capacity: 2.5 })).toEqual({ capacity: 'hk.tiffinPlans.errors.capacity' });
    expect(validatePlanForm({ ...complete, capacity: null })).toEqual({ capacity: 'hk.tiffinPlans.errors.capacity' });
  });

  it('wants times of day, the pickup ending after it starts', () => {
    expect(validatePlanForm({ ...complete, pickupFrom: '14:00', pickupTo: '12:30' })).toEqual({
      pickupTo: 'hk.tiffinPlans.errors.pickupOrder',
    });
    expect(validatePlanForm({ ...complete, pickupTo: '14:00', pickupFrom: '14:00' })).toEqual({
      pickupTo: 'hk.tiffinPlans.errors.pickupOrder',
    });
    expect(validatePlanForm({ ...complete, skipCutoffTime: '' })).toEqual({ skipCutoffTime: 'hk.tiffinPlans.errors.time' });
  });

  it('takes a slot length of 0 (one slot) or whole minutes from 10 to 240', () => {
    expect(complete.slotMinutes).toBe(0);
    for (const slotMinutes of [0, 10, 30, 240]) expect(validatePlanForm({ ...complete, slotMinutes })).toEqual({});
    for (const slotMinutes of [5, 241, 22.5, -10, null, undefined])
      expect(validatePlanForm({ ...complete, slotMinutes })).toEqual({ slotMinutes: 'hk.tiffinPlans.errors.slotMinutes' });
  });

  it('sends the server the form without what it works out: the counters and the slots', () => {
    const slots = [{ from: '19:00', to: '19:30' }];
    expect(
      planPayload({ id: 3, subscribers: 4, createdAt: '2026-11-20T09:00:00.000Z', pickupSlots: slots, name: 'Dinner', slotMinutes: 30 }),
    ).toEqual({ name: 'Dinner', slotMinutes: 30 });
  });
});
