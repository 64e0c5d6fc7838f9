import { describe, expect, it } from 'vitest';
import { planMealGroups, type PlanMealRow } from './plan-meal-groups';

function row(planId: number, planName: string, menuName: string, from: string, to: string, quantity: number): PlanMealRow {
  return {
    planId,
    planName,
    meal: 'LUNCH',
    menuId: menuName.length,
    menuName,
    pickupFrom: `2026-11-27T${from}:00.000Z`,
    pickupTo: `2026-11-27T${to}:00.000Z`,
    quantity,
  };
}

describe("the production sheet's plan meals", () => {
  it("group a plan's rows by pickup slot, earliest first, and add up its meals", () => {
    const groups = planMealGroups([
      row(2, 'Weekday lunch', 'Dal Makhani', '07:30', '08:00', 6),
      row(3, 'Office lunch', 'Rajma', '07:00', '08:30', 4),
      row(2, 'Weekday lunch', 'Dal Makhani', '07:00', '07:30', 12),
    ]);
    expect(groups.map((group) => [group.planName, group.total])).toEqual([
      ['Office lunch', 4],
      ['Weekday lunch', 18],
    ]);
    expect(groups[1].rows.map((meals) => [meals.pickupFrom.slice(11, 16), meals.quantity])).toEqual([
      ['07:00', 12],
      ['07:30', 6],
    ]);
  });

  it('orders two dishes of one slot by name, and keeps two plans of the same name apart', () => {
    const groups = planMealGroups([
      row(2, 'Lunch', 'Rajma', '07:00', '07:30', 1),
      row(2, 'Lunch', 'Kadhi', '07:00', '07:30', 2),
      row(5, 'Lunch', 'Kadhi', '07:00', '07:30', 3),
    ]);
    expect(groups.map((group) => [group.planId, group.rows.map((meals) => meals.menuName)])).toEqual([
      [2, ['Kadhi', 'Rajma']],
      [5, ['Kadhi']],
    ]);
  });
});
