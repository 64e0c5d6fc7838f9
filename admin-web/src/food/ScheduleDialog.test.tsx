import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type CreateParams, type DataProvider, type GetListParams } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { formatCookDate, formatCookDay, localInputToIso, todayIsoDate } from '../lib/format';
import { addDaysToCookDate } from './cook-dates';
import type { MenuItem, MenuSchedule } from './food-types';
import { ScheduleDialog } from './ScheduleDialog';

const dish = { id: 4, name: 'Dal Makhani' } as MenuItem;
const day = (offset: number) => addDaysToCookDate(todayIsoDate(), offset);

function scheduleOn(cookDate: string, status: MenuSchedule['status'] = 'PUBLISHED'): MenuSchedule {
  return {
    id: Number(cookDate.replace(/-/g, '')),
    menuId: dish.id,
    menuName: dish.name,
    cookDate,
    orderCutoffAt: `${cookDate}T04:30:00.000Z`,
    pickupFrom: `${cookDate}T06:30:00.000Z`,
    pickupTo: `${cookDate}T08:30:00.000Z`,
    availableQty: 10,
    heldQty: 0,
    maxPerCustomer: null,
    status,
    createdAt: '2026-11-20T09:00:00.000Z',
  };
}

function renderDialog(schedules: MenuSchedule[]) {
  const getList = vi.fn((_resource: string, _params: GetListParams) => Promise.resolve({ data: schedules, total: schedules.length }));
  const create = vi.fn((_resource: string, params: CreateParams) => Promise.resolve({ data: { ...params.data, id: 99 } }));
  const onClose = vi.fn();
  render(
    <AdminContext
      dataProvider={testDataProvider({
        getList: getList as unknown as DataProvider['getList'],
        create: create as unknown as DataProvider['create'],
      })}
      i18nProvider={i18nProvider}
    >
      <ScheduleDialog menu={dish} onClose={onClose} />
    </AdminContext>,
  );
  return { getList, create, onClose };
}

const cookDateField = () => screen.getByRole('dialog').querySelector<HTMLInputElement>('input[name=cookDate]')!;
const shown = (cookDate: string) => cookDate.split('-').reverse().join('/');

afterEach(cleanup);

describe('ScheduleDialog', () => {
  it('names the dates the dish is on, starts on the first free one and offers the next free dates', async () => {
    const { getList } = renderDialog([scheduleOn(day(1)), scheduleOn(day(3)), scheduleOn(day(2), 'CANCELLED')]);
    const onDates = await screen.findByTestId('scheduled-on');
    expect(onDates.textContent).toBe(`Already scheduled on ${formatCookDate(day(1))}, ${formatCookDate(day(3))}`);
    expect(getList).toHaveBeenCalledWith('menu-schedules', expect.objectContaining({ filter: { menuId: dish.id } }));

    const offered = within(screen.getByRole('group', { name: 'Next free cook dates' })).getAllByRole('button');
    expect(offered.map((chip) => chip.textContent)).toEqual([day(2), day(4), day(5), day(6), day(7)].map(formatCookDay));
    await waitFor(() => expect(cookDateField().value).toBe(shown(day(2))));
    expect(offered[0].getAttribute('aria-pressed')).toBe('true');
    expect(document.body.textContent).not.toMatch(/until|expires/);
  });

  it('schedules the dish on a second date taken from the offer, its cutoff and pickup moved along', async () => {
    const { create, onClose } = renderDialog([scheduleOn(day(1))]);
    const group = await screen.findByRole('group', { name: 'Next free cook dates' });
    fireEvent.click(within(group).getByRole('button', { name: formatCookDay(day(4)) }));
    await waitFor(() => expect(cookDateField().value).toBe(shown(day(4))));
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0][1].data).toMatchObject({
      menuId: dish.id,
      cookDate: day(4),
      orderCutoffAt: localInputToIso(`${day(4)}T10:00`),
      pickupFrom: localInputToIso(`${day(4)}T12:00`),
      pickupTo: localInputToIso(`${day(4)}T14:00`),
    });
  });
});
