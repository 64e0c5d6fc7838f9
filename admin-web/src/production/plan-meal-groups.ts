import type { ProductionSheet } from '../lib/api-types';

export type PlanMealRow = ProductionSheet['planMeals'][number];

export interface PlanMealGroup {
  planId: number;
  planName: string;
  /** The plan's meals in all its slots and dishes. */
  total: number;
  /** One row per pickup slot and dish, earliest slot first. */
  rows: PlanMealRow[];
}

/**
 * The sheet's plan meals by plan (by name), each plan's rows by pickup slot then dish: a plan whose subscribers
 * collect in two slots reads as one block of two rows, with the meals of both added up for the cook.
 */
export function planMealGroups(planMeals: readonly PlanMealRow[]): PlanMealGroup[] {
  const groups = new Map<number, PlanMealGroup>();
  for (const row of planMeals) {
    const group = groups.get(row.planId) ?? { planId: row.planId, planName: row.planName, total: 0, rows: [] };
    group.total += row.quantity;
    group.rows.push(row);
    groups.set(row.planId, group);
  }
  const bySlot = (a: PlanMealRow, b: PlanMealRow) =>
    a.pickupFrom.localeCompare(b.pickupFrom) || a.pickupTo.localeCompare(b.pickupTo) || a.menuName.localeCompare(b.menuName);
  return [...groups.values()]
    .map((group) => ({ ...group, rows: group.rows.sort(bySlot) }))
    .sort((a, b) => a.planName.localeCompare(b.planName) || a.planId - b.planId);
}
