import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, HttpError, RecordContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { MenuSchedule } from '../lib/api-types';
import { PlanDishes } from './PlanDishes';
import type { TiffinPlan } from './tiffin-text';

const plan = { id: 2, name: 'Weekday lunch', weekdays: [1, 2, 3, 4, 5] } as TiffinPlan;

function scheduleOn(id: number, cookDate: string, menuName: string): MenuSchedule {
  return { id, cookDate, menuName, availableQty: 12, status: 'PUBLISHED' } as MenuSchedule;
}

// Tuesday 24 Nov 2026 has two dishes, Wednesday one; Saturday's is not a day of the plan.
const schedules = [
  scheduleOn(41, '2026-11-24', 'Dal Tadka'),
  scheduleOn(42, '2026-11-24', 'Rajma'),
  scheduleOn(43, '2026-11-25', 'Kadhi'),
  scheduleOn(44, '2026-11-28', 'Biryani'),
];

const rajmaOn24 = { planId: 2, cookDate: '2026-11-24', scheduleId: 42, menuName: 'Rajma', reserved: 3 };

function renderDishes(
  setTiffinPlanMeal: ReturnType<typeof vi.fn>,
  getTiffinPlanMeals: ReturnType<typeof vi.fn> = vi.fn(() => Promise.resolve([])),
) {
  const dataProvider = {
    ...testDataProvider({
      getList: (() => Promise.resolve({ data: schedules, total: schedules.length })) as unknown as DataProvider['getList'],
    }),
    getTiffinPlanMeals,
    setTiffinPlanMeal,
  };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={plan}>
        <PlanDishes />
      </RecordContextProvider>
    </AdminContext>,
  );
}

/** Opens the select once it can be used (the cook dates wait for the schedules to load). */
async function open(label: string) {
  const region = await screen.findByRole('region', { name: 'Dish by cook date' });
  await waitFor(() => expect(within(region).getByRole('combobox', { name: label }).getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(within(region).getByRole('combobox', { name: label }));
}

async function choose(label: string, option: string) {
  await open(label);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(cleanup);

describe("a plan's dish by cook date", () => {
  it("offers only the plan's days, sets the chosen dish and lists it from the server again", async () => {
    const setTiffinPlanMeal = vi.fn(() => Promise.resolve({ ...rajmaOn24, reserved: 0 }));
    const getTiffinPlanMeals = vi.fn().mockResolvedValueOnce([]).mockResolvedValue([rajmaOn24]);
    renderDishes(setTiffinPlanMeal, getTiffinPlanMeals);
    await screen.findByText('No coming date has a dish yet.');
    await open('Cook date');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Tue, 24 Nov', 'Wed, 25 Nov']);
    fireEvent.click(screen.getByRole('option', { name: 'Tue, 24 Nov' }));
    await choose('Dish', 'Rajma (12 left)');
    fireEvent.click(screen.getByRole('button', { name: 'Serve this dish' }));
    // The list is read again after the change: the server's count, not the PUT's answer.
    await screen.findByText('Tue, 24 Nov: Rajma, 3 meals hold a portion');
    expect(setTiffinPlanMeal).toHaveBeenCalledWith(2, '2026-11-24', 42);
    expect(getTiffinPlanMeals).toHaveBeenCalledTimes(2);
    expect(getTiffinPlanMeals).toHaveBeenCalledWith(2);
  });

  it('lists the dishes already set and opens a date with its dish chosen', async () => {
    const kadhiOn25 = { planId: 2, cookDate: '2026-11-25', scheduleId: 43, menuName: 'Kadhi', reserved: 1 };
    renderDishes(
      vi.fn(),
      vi.fn(() => Promise.resolve([rajmaOn24, kadhiOn25])),
    );
    const list = await screen.findByRole('list', { name: 'Dishes set' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tue, 24 Nov: Rajma, 3 meals hold a portion', 'Wed, 25 Nov: Kadhi, 1 meal holds a portion']),
    );
    await choose('Cook date', 'Tue, 24 Nov');
    expect(screen.getByRole('combobox', { name: 'Dish' }).textContent).toBe('Rajma (12 left)');
  });

  it("shows the server's reason when the date's dish cannot change", async () => {
    const reason = "Meals of 2026-11-25 are already taken from another schedule's portions; that date's dish cannot change now.";
    const setTiffinPlanMeal = vi.fn(() =>
      Promise.reject(new HttpError(reason, 409, { code: 'TIFFIN_PLAN_MEALS_RESERVED', message: reason })),
    );
    renderDishes(setTiffinPlanMeal);
    await choose('Cook date', 'Wed, 25 Nov');
    // The date's only dish comes chosen.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Serve this dish' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Serve this dish' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    expect(setTiffinPlanMeal).toHaveBeenCalledWith(2, '2026-11-25', 43);
  });
});
