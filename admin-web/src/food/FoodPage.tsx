import { useState } from 'react';
import { Box, Button, MenuItem as SelectOption, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { CopyDropDialog } from './CopyDropDialog';
import { EditScheduleDialog } from './EditScheduleDialog';
import { MenuItemDialog } from './MenuItemDialog';
import { MenusTable } from './MenusTable';
import { ScheduleDialog } from './ScheduleDialog';
import { SchedulesTable } from './SchedulesTable';
import type { DateFilter, MenuItem, MenuSchedule } from './food-types';

type ItemDialogState = { open: false } | { open: true; item: MenuItem | null };

export default function FoodPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const [dateFilter, setDateFilter] = useState<DateFilter>('all');
  const [itemDialog, setItemDialog] = useState<ItemDialogState>({ open: false });
  const [menuToSchedule, setMenuToSchedule] = useState<MenuItem | null>(null);
  const [scheduleToEdit, setScheduleToEdit] = useState<MenuSchedule | null>(null);
  const [menuToDelete, setMenuToDelete] = useState<MenuItem | null>(null);
  const [copyingDrop, setCopyingDrop] = useState(false);

  const deleteMenu = async () => {
    if (!menuToDelete) return;
    const menu = menuToDelete;
    setMenuToDelete(null);
    try {
      await dataProvider.delete('menus', { id: menu.id, previousData: menu });
      notify('hk.food.itemDeleted', { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['menus'] }),
        queryClient.invalidateQueries({ queryKey: ['menu-schedules'] }),
      ]);
    } catch {
      notify('hk.food.deleteFailed', { type: 'error' });
    }
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('hk.food.title')} />
      <Typography variant="h4" component="h1">
        {translate('hk.food.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          size="small"
          type="search"
          placeholder={translate('hk.food.search')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          slotProps={{
            input: { startAdornment: <SearchIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
            htmlInput: { 'aria-label': translate('hk.food.search') },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <TextField
          select
          size="small"
          label={translate('hk.food.dateFilter')}
          value={dateFilter}
          onChange={(event) => setDateFilter(event.target.value as DateFilter)}
          sx={{ width: { xs: '100%', sm: 180 } }}
        >
          <SelectOption value="all">{translate('hk.food.allDates')}</SelectOption>
          <SelectOption value="today">{translate('hk.food.today')}</SelectOption>
          <SelectOption value="upcoming">{translate('hk.food.upcoming')}</SelectOption>
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => setCopyingDrop(true)}>
          {translate('hk.food.copyDrop')}
        </Button>
        <Button variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => setItemDialog({ open: true, item: null })}>
          {translate('hk.food.addItem')}
        </Button>
      </Stack>
      <SchedulesTable search={search} dateFilter={dateFilter} onEdit={setScheduleToEdit} />
      <MenusTable
        search={search}
        onEdit={(menu) => setItemDialog({ open: true, item: menu })}
        onSchedule={setMenuToSchedule}
        onDelete={setMenuToDelete}
      />
      <MenuItemDialog
        open={itemDialog.open}
        item={itemDialog.open ? itemDialog.item : null}
        onClose={() => setItemDialog({ open: false })}
      />
      <ScheduleDialog menu={menuToSchedule} onClose={() => setMenuToSchedule(null)} />
      <EditScheduleDialog schedule={scheduleToEdit} onClose={() => setScheduleToEdit(null)} />
      <CopyDropDialog open={copyingDrop} onClose={() => setCopyingDrop(false)} />
      <Confirm
        isOpen={menuToDelete !== null}
        title="hk.food.deleteConfirmTitle"
        content="hk.food.deleteConfirm"
        translateOptions={{ name: menuToDelete?.name ?? '' }}
        onConfirm={deleteMenu}
        onClose={() => setMenuToDelete(null)}
      />
    </Box>
  );
}
