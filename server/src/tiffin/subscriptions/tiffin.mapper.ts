import { paiseToRupees, rupeesToPaise } from '../../common/money';
import type { AdminTiffinPlanDto, TiffinPlanDto, TiffinPlanUpdateDto } from '../dto/tiffin-plan.dto';
import type { TiffinPlan } from '../plans/tiffin-plan.entity';
import { normaliseWeekdays, pickupSlots, TIFFIN_PERIODS } from '../tiffin-rules';

export function mapPlan(plan: TiffinPlan): TiffinPlanDto {
  return {
    id: plan.id,
    name: plan.name,
    meal: plan.meal,
    weekdays: plan.weekdays,
    pricePerMeal: paiseToRupees(plan.pricePerMealPaise),
    periods: plan.periods,
    capacity: plan.capacity,
    pickupFrom: plan.pickupFrom,
    pickupTo: plan.pickupTo,
    slotMinutes: plan.slotMinutes,
    pickupSlots: pickupSlots(plan),
    skipCutoffDaysBefore: plan.skipCutoffDaysBefore,
    skipCutoffTime: plan.skipCutoffTime,
    active: plan.active,
    autopayAllowed: plan.autopayAllowed,
  };
}

export function mapAdminPlan(plan: TiffinPlan, subscribers: number): AdminTiffinPlanDto {
  return { ...mapPlan(plan), subscribers, createdAt: plan.createdAt.toISOString() };
}

/** The form's fields as columns; only the fields sent are set. */
export function planChanges(input: TiffinPlanUpdateDto): Partial<TiffinPlan> {
  const changes: Partial<TiffinPlan> = {};
  if (input.name !== undefined) changes.name = input.name.trim();
  if (input.meal !== undefined) changes.meal = input.meal;
  if (input.weekdays !== undefined) changes.weekdays = normaliseWeekdays(input.weekdays);
  if (input.pricePerMeal !== undefined) changes.pricePerMealPaise = rupeesToPaise(input.pricePerMeal);
  if (input.periods !== undefined) changes.periods = TIFFIN_PERIODS.filter((period) => input.periods!.includes(period));
  if (input.capacity !== undefined) changes.capacity = input.capacity;
  if (input.pickupFrom !== undefined) changes.pickupFrom = input.pickupFrom;
  if (input.pickupTo !== undefined) changes.pickupTo = input.pickupTo;
  if (input.slotMinutes !== undefined) changes.slotMinutes = input.slotMinutes;
  if (input.skipCutoffDaysBefore !== undefined) changes.skipCutoffDaysBefore = input.skipCutoffDaysBefore;
  if (input.skipCutoffTime !== undefined) changes.skipCutoffTime = input.skipCutoffTime;
  if (input.active !== undefined) changes.active = input.active;
  if (input.autopayAllowed !== undefined) changes.autopayAllowed = input.autopayAllowed;
  return changes;
}
