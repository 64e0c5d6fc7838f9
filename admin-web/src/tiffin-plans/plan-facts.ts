import type { TranslateFunction } from 'react-admin';
import { formatRupees } from '@home-kitchen/api';
import { pickupWindowText, skipCutoffText, weekdaysText, type TiffinPlan } from './tiffin-text';

export interface PlanFact {
  /** The text key of its label (a laptop's column heading, a phone card's label). */
  label: string;
  /** One line, or several (the slots), each shown whole on a line of its own. */
  value: (plan: TiffinPlan, translate: TranslateFunction) => string | readonly string[];
}

/** A plan's facts as the list shows them, in the order of its columns and of a phone card's lines. */
export const PLAN_FACTS: readonly PlanFact[] = [
  { label: 'hk.tiffinPlans.meal', value: (plan, translate) => translate(`hk.tiffinPlans.meals.${plan.meal}`) },
  { label: 'hk.tiffinPlans.weekdays', value: (plan) => weekdaysText(plan.weekdays) },
  { label: 'hk.tiffinPlans.price', value: (plan) => formatRupees(plan.pricePerMeal) },
  {
    label: 'hk.tiffinPlans.periods',
    value: (plan, translate) => plan.periods.map((period) => translate(`hk.tiffinPlans.periodNames.${period}`)).join(', '),
  },
  { label: 'hk.tiffinPlans.pickup', value: (plan) => pickupWindowText(plan.pickupFrom, plan.pickupTo) },
  {
    label: 'hk.tiffinPlans.slots',
    value: (plan, translate) =>
      plan.pickupSlots.length > 1
        ? plan.pickupSlots.map((slot) => pickupWindowText(slot.from, slot.to))
        : translate('hk.tiffinPlans.oneSlot'),
  },
  { label: 'hk.tiffinPlans.skipCutoff', value: (plan) => skipCutoffText(plan.skipCutoffDaysBefore, plan.skipCutoffTime) },
  {
    label: 'hk.tiffinPlans.subscribers',
    value: (plan, translate) => translate('hk.tiffinPlans.subscribersOf', { subscribers: plan.subscribers, capacity: plan.capacity }),
  },
];
