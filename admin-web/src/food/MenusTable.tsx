import { useEffect } from 'react';
import { Chip, IconButton, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import DeleteIcon from '@mui/icons-material/Delete';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { formatRupees } from '@home-kitchen/api';
import { TableCard } from '../layout/TableCard';
import type { MenuItem } from './food-types';

interface MenusTableProps {
  search: string;
  onEdit: (menu: MenuItem) => void;
  onSchedule: (menu: MenuItem) => void;
  onDelete: (menu: MenuItem) => void;
}

export function MenusTable({ search, onEdit, onSchedule, onDelete }: MenusTableProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, isPending, error } = useGetList<MenuItem>('menus', {
    filter: search ? { q: search } : {},
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });

  useEffect(() => {
    if (error) notify('hk.food.loadMenusFailed', { type: 'error' });
  }, [error, notify]);

  const actions = [
    { key: 'edit', label: translate('hk.food.edit'), icon: <EditIcon fontSize="small" />, run: onEdit },
    { key: 'schedule', label: translate('hk.food.schedule'), icon: <EventIcon fontSize="small" />, run: onSchedule },
    { key: 'delete', label: translate('hk.food.delete'), icon: <DeleteIcon fontSize="small" color="error" />, run: onDelete },
  ];

  const rows = data ?? [];

  return (
    <TableCard
      title={translate('hk.food.menusTitle')}
      emptyText={translate('hk.food.noMenus')}
      loading={isPending}
      empty={rows.length === 0}
    >
      <TableHead>
        <TableRow>
          <TableCell>{translate('hk.food.name')}</TableCell>
          <TableCell>{translate('hk.food.description')}</TableCell>
          <TableCell align="right">{translate('hk.food.price')}</TableCell>
          <TableCell>{translate('hk.food.vegType')}</TableCell>
          <TableCell align="right">{translate('hk.food.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((menu) => (
          <TableRow key={menu.id} hover>
            <TableCell>
              {menu.name}
              {menu.tiffin && <Chip size="small" variant="outlined" color="info" label={translate('hk.food.tiffinChip')} sx={{ ml: 1 }} />}
              {menu.nameHi && (
                <Typography variant="body2" color="text.secondary" lang="hi">
                  {menu.nameHi}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ maxWidth: 360 }}>
              <Typography variant="body2" noWrap title={menu.description}>
                {menu.description}
              </Typography>
            </TableCell>
            <TableCell align="right">{formatRupees(menu.price)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={menu.isVeg ? 'success' : 'error'}
                label={translate(menu.isVeg ? 'hk.food.veg' : 'hk.food.nonVeg')}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {actions.map((action) => (
                <Tooltip key={action.key} title={action.label} disableInteractive>
                  <IconButton size="small" aria-label={`${action.label} ${menu.name}`} onClick={() => action.run(menu)}>
                    {action.icon}
                  </IconButton>
                </Tooltip>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </TableCard>
  );
}
