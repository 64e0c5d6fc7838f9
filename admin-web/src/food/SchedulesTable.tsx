import { useEffect } from 'react';
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { formatCookDate, formatDateTime, formatPickupWindow, statusLabel } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { SectionCard } from '../layout/SectionCard';
import { TableCard } from '../layout/TableCard';
import { ScheduleCards } from './ScheduleCards';
import { EditScheduleButton } from './EditScheduleButton';
import type { DateFilter, MenuSchedule } from './food-types';

interface SchedulesTableProps {
  search: string;
  dateFilter: DateFilter;
  onEdit: (schedule: MenuSchedule) => void;
}

/** The schedules from today on: a table on a laptop, one block per schedule on a phone, so no column hides off-screen. */
export function SchedulesTable({ search, dateFilter, onEdit }: SchedulesTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const isPhone = useIsPhone();
  // Without a date filter the server hides schedules whose cook date has passed.
  const filter = { ...(search ? { q: search } : {}), ...(dateFilter === 'all' ? {} : { date: dateFilter }) };
  const { data, isPending, error } = useGetList<MenuSchedule>('menu-schedules', {
    filter,
    sort: { field: 'cookDate', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });

  useEffect(() => {
    if (error) notify('hk.food.loadSchedulesFailed', { type: 'error' });
  }, [error, notify]);

  const rows = data ?? [];
  const section = {
    title: translate('hk.food.schedulesTitle'),
    emptyText: translate('hk.food.noSchedules'),
    loading: isPending,
    empty: rows.length === 0,
  };

  if (isPhone) {
    return (
      <SectionCard {...section}>
        <ScheduleCards schedules={rows} onEdit={onEdit} />
      </SectionCard>
    );
  }

  return (
    <TableCard {...section}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('hk.food.menuName')}</TableCell>
          <TableCell>{translate('hk.food.cookDate')}</TableCell>
          <TableCell>{translate('hk.food.orderCutoffAt')}</TableCell>
          <TableCell>{translate('hk.food.pickup')}</TableCell>
          <TableCell align="right">{translate('hk.food.availableQty')}</TableCell>
          <TableCell align="right">{translate('hk.food.heldQty')}</TableCell>
          <TableCell align="right">{translate('hk.food.maxPerCustomer')}</TableCell>
          <TableCell>{translate('hk.food.status')}</TableCell>
          <TableCell align="right">{translate('hk.food.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((schedule) => (
          <TableRow key={schedule.id} hover>
            <TableCell>{schedule.menuName}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCookDate(schedule.cookDate)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(schedule.orderCutoffAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatPickupWindow(schedule.cookDate, schedule.pickupFrom, schedule.pickupTo)}
            </TableCell>
            <TableCell align="right">{schedule.availableQty}</TableCell>
            <TableCell align="right">{schedule.heldQty}</TableCell>
            <TableCell align="right">{schedule.maxPerCustomer ?? translate('hk.food.noLimit')}</TableCell>
            <TableCell>{statusLabel(schedule.status)}</TableCell>
            <TableCell align="right">
              <EditScheduleButton schedule={schedule} onEdit={onEdit} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
