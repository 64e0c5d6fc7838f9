import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { PLAN_FACTS } from './plan-facts';
import type { TiffinPlan } from './tiffin-text';

const translate = ((key: string) => (key === 'hk.tiffinPlans.oneSlot' ? 'One: the whole window' : key)) as TranslateFunction;
const slotsFact = PLAN_FACTS.find((fact) => fact.label === 'hk.tiffinPlans.slots')!;

describe("a plan's facts in the list", () => {
  it('list the pickup slots the server cut the window into, one a line, after the window', () => {
    const plan = {
      pickupFrom: '12:30',
      pickupTo: '13:30',
      slotMinutes: 30,
      pickupSlots: [
        { from: '12:30', to: '13:00' },
        { from: '13:00', to: '13:30' },
      ],
    } as TiffinPlan;
    expect(slotsFact.value(plan, translate)).toEqual(['12:30 pm – 1 pm', '1 pm – 1:30 pm']);
    expect(PLAN_FACTS.map((fact) => fact.label).indexOf('hk.tiffinPlans.slots')).toBe(
      PLAN_FACTS.map((fact) => fact.label).indexOf('hk.tiffinPlans.pickup') + 1,
    );
  });

  it('say a window kept whole is one slot', () => {
    const plan = { pickupFrom: '19:00', pickupTo: '21:00', slotMinutes: 0, pickupSlots: [{ from: '19:00', to: '21:00' }] } as TiffinPlan;
    expect(slotsFact.value(plan, translate)).toBe('One: the whole window');
  });
});
