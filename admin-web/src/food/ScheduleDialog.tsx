import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { formatCookDate, formatCookDay, localInputToIso, todayIsoDate } from '../lib/format';
import type { MenuItem, MenuSchedule } from './food-types';
import { KitchenDatePicker } from '../pickers/KitchenDatePicker';
import { KitchenDateTimePicker } from '../pickers/KitchenDateTimePicker';
import { useIsPhone } from '../lib/use-is-phone';
import { useFoodMutations } from './use-food-mutations';
import { optionalNumberValue } from '../lib/optional-number';
import { MaxPerCustomerField } from './MaxPerCustomerField';
import { addDaysToCookDate, nextFreeCookDates, takenCookDates } from './cook-dates';
import { defaultScheduleForm, withCookDate, type ScheduleForm } from './schedule-form';

/** How many free cook dates the dialog offers as one-tap choices. */
const FREE_DATES_OFFERED = 5;

/** Tomorrow on the kitchen's clock: today's cutoff has usually passed. */
function tomorrow(): string {
  return addDaysToCookDate(todayIsoDate(), 1);
}

interface ScheduleDialogProps {
  menu: MenuItem | null;
  onClose: () => void;
}

/**
 * Schedules a dish on one more cook date. A dish may be on any number of dates but once on each, so the dialog
 * names the dates it is on and offers the next free ones; the server still refuses a taken date (409), said here.
 */
export function ScheduleDialog({ menu, onClose }: ScheduleDialogProps) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const notify = useNotify();
  const { dataProvider, refreshFood } = useFoodMutations();
  const [form, setForm] = useState<ScheduleForm>(() => defaultScheduleForm(tomorrow()));
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();
  // Without a date filter the server lists the dish's schedules from today on: the dates it could clash with.
  const { data: schedules, refetch } = useGetList<MenuSchedule>(
    'menu-schedules',
    { filter: { menuId: menu?.id }, sort: { field: 'cookDate', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: menu !== null },
  );
  const taken = useMemo(() => (schedules ? takenCookDates(schedules) : undefined), [schedules]);
  const freeDates = useMemo(() => (taken ? nextFreeCookDates(taken, tomorrow(), FREE_DATES_OFFERED) : []), [taken]);

  useEffect(() => {
    if (menu) {
      setForm(defaultScheduleForm(tomorrow()));
      setServerError(undefined);
    }
  }, [menu]);

  // Once the dish's dates are known (or the dialog opens again on known ones, after the reset above), a cook date
  // it is already on moves to the first free one.
  useEffect(() => {
    if (menu && taken && freeDates.length > 0) {
      setForm((current) => (taken.includes(current.cookDate) ? withCookDate(current, freeDates[0]) : current));
    }
  }, [menu, taken, freeDates]);

  const setField = (key: keyof ScheduleForm, value: string) => setForm((current) => ({ ...current, [key]: value }));
  const chooseCookDate = (cookDate: string) => setForm((current) => withCookDate(current, cookDate));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!menu) return;
    // The pickers hand back '' for a field left empty or half typed; the server would only say the format is wrong.
    if (!form.cookDate || !form.orderCutoffAt || !form.pickupFrom || !form.pickupTo) {
      setServerError(translate('hk.food.datesIncomplete'));
      return;
    }
    setSaving(true);
    setServerError(undefined);
    try {
      await dataProvider.create('menu-schedules', {
        data: {
          menuId: menu.id,
          cookDate: form.cookDate,
          orderCutoffAt: localInputToIso(form.orderCutoffAt),
          pickupFrom: localInputToIso(form.pickupFrom),
          pickupTo: localInputToIso(form.pickupTo),
          availableQty: Number(form.availableQty),
          maxPerCustomer: optionalNumberValue(form.maxPerCustomer),
          status: 'PUBLISHED',
        },
      });
      notify('hk.food.scheduled', { type: 'success' });
      await refreshFood();
      onClose();
    } catch (error) {
      notify('hk.food.scheduleFailed', { type: 'error' });
      setServerError(errorMessage(error));
      // Another admin may have taken the date meanwhile: offer what is free now.
      void refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={menu !== null} onClose={onClose} maxWidth="sm" fullWidth fullScreen={isPhone} aria-labelledby="schedule-dialog-title">
      <form onSubmit={save}>
        <DialogTitle id="schedule-dialog-title">{translate('hk.food.scheduleTitle', { name: menu?.name ?? '' })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {taken && taken.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="scheduled-on">
                {translate('hk.food.alreadyOn', { dates: taken.map(formatCookDate).join(', ') })}
              </Typography>
            )}
            {freeDates.length > 0 && (
              <Box role="group" aria-labelledby="free-cook-dates-label">
                <Typography id="free-cook-dates-label" variant="body2" sx={{ mb: 1 }}>
                  {translate('hk.food.nextFreeDates')}
                </Typography>
                <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
                  {freeDates.map((cookDate) => {
                    const chosen = cookDate === form.cookDate;
                    return (
                      <Chip
                        key={cookDate}
                        label={formatCookDay(cookDate)}
                        color={chosen ? 'primary' : 'default'}
                        variant={chosen ? 'filled' : 'outlined'}
                        aria-pressed={chosen}
                        onClick={() => chooseCookDate(cookDate)}
                      />
                    );
                  })}
                </Stack>
              </Box>
            )}
            <KitchenDatePicker
              label={translate('hk.food.cookDate')}
              name="cookDate"
              value={form.cookDate}
              onChange={chooseCookDate}
              required
              disablePast
              disabledDays={taken}
            />
            <KitchenDateTimePicker
              label={translate('hk.food.orderCutoffAt')}
              name="orderCutoffAt"
              value={form.orderCutoffAt}
              onChange={(value) => setField('orderCutoffAt', value)}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <KitchenDateTimePicker
                label={translate('hk.food.pickupFrom')}
                name="pickupFrom"
                value={form.pickupFrom}
                onChange={(value) => setField('pickupFrom', value)}
                required
                fullWidth
              />
              <KitchenDateTimePicker
                label={translate('hk.food.pickupTo')}
                name="pickupTo"
                value={form.pickupTo}
                onChange={(value) => setField('pickupTo', value)}
                required
                fullWidth
              />
            </Stack>
            <TextField
              label={translate('hk.food.availableQty')}
              name="availableQty"
              type="number"
              value={form.availableQty}
              onChange={(e) => setField('availableQty', e.target.value)}
              required
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            <MaxPerCustomerField value={form.maxPerCustomer} onChange={(value) => setField('maxPerCustomer', value)} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('hk.food.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? 'hk.food.saving' : 'hk.food.schedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
