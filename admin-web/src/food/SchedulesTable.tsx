import { useEffect } from 'react';
import { IconButton, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { formatCookDate, statusLabel } from '../lib/format';
import { TableCard } from '../layout/TableCard';
import type { DateFilter, MenuSchedule } from './food-types';

interface SchedulesTableProps {
  search: string;
  dateFilter: DateFilter;
  onEdit: (schedule: MenuSchedule) => void;
}

export function SchedulesTable({ search, dateFilter, onEdit }: SchedulesTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // Without a date filter the server hides schedules whose cook date has passed, as the spec asks.
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

  return (
    <TableCard
      title={translate('hk.food.schedulesTitle')}
      emptyText={translate('hk.food.noSchedules')}
      loading={isPending}
      empty={rows.length === 0}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('hk.food.menuName')}</TableCell>
          <TableCell>{translate('hk.food.cookDate')}</TableCell>
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
            <TableCell>{formatCookDate(schedule.cookDate)}</TableCell>
            <TableCell align="right">{schedule.availableQty}</TableCell>
            <TableCell align="right">{schedule.heldQty}</TableCell>
            <TableCell align="right">{schedule.maxPerCustomer ?? translate('hk.food.noLimit')}</TableCell>
            <TableCell>{statusLabel(schedule.status)}</TableCell>
            <TableCell align="right">
              <IconButton
                size="small"
                aria-label={`${translate('hk.food.edit')} ${schedule.menuName} ${formatCookDate(schedule.cookDate)}`}
                onClick={() => onEdit(schedule)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
