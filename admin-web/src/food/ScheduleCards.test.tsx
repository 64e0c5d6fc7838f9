import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import type { MenuSchedule } from './food-types';
import { ScheduleCards } from './ScheduleCards';

const schedule: MenuSchedule = {
  id: 12,
  menuId: 1,
  menuName: 'Paneer Butter Masala',
  cookDate: '2026-11-27',
  orderCutoffAt: '2026-11-27T04:30:00.000Z',
  pickupFrom: '2026-11-27T06:30:00.000Z',
  pickupTo: '2026-11-27T08:30:00.000Z',
  availableQty: 30,
  heldQty: 2,
  maxPerCustomer: null,
  status: 'PUBLISHED',
  createdAt: '2026-11-22T09:00:00.000Z',
};

afterEach(cleanup);

describe('ScheduleCards', () => {
  it('shows every column of the schedules table for each schedule, without a table to scroll', () => {
    const onEdit = vi.fn();
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <ScheduleCards schedules={[schedule]} onEdit={onEdit} />
      </AdminContext>,
    );
    const card = within(screen.getByRole('list', { name: 'Available Menu Schedules' })).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Paneer Butter Masala' })).toBeTruthy();
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'Order cutoff': '27 Nov 2026, 10:00 am',
      Pickup: '12:00 pm – 02:00 pm',
      'Available Qty': '30',
      Held: '2',
      'Max per customer': 'No limit',
      Status: 'Published',
    });
    expect(card.textContent).toContain('27 Nov 2026');
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Edit Paneer Butter Masala 27 Nov 2026' }));
    expect(onEdit).toHaveBeenCalledWith(schedule);
  });
});
