import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, errorStatus } from '../lib/error-message';
import { localInputToIso, todayIsoDate } from '../lib/format';
import type { MenuItem } from './food-types';
import { KitchenDatePicker } from '../pickers/KitchenDatePicker';
import { KitchenDateTimePicker } from '../pickers/KitchenDateTimePicker';
import { useIsPhone } from '../lib/use-is-phone';
import { useFoodMutations } from './use-food-mutations';
import { optionalNumberValue } from '../lib/optional-number';
import { MaxPerCustomerField } from './MaxPerCustomerField';

interface ScheduleForm {
  cookDate: string;
  orderCutoffAt: string;
  pickupFrom: string;
  pickupTo: string;
  availableQty: string;
  maxPerCustomer: string;
}

/** Tomorrow's cooking, ordered until 10:00 and collected 12:00–14:00: a common day, adjustable. */
function defaultForm(now: Date = new Date()): ScheduleForm {
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  const cookDate = todayIsoDate(tomorrow);
  return {
    cookDate,
    orderCutoffAt: `${cookDate}T10:00`,
    pickupFrom: `${cookDate}T12:00`,
    pickupTo: `${cookDate}T14:00`,
    availableQty: '10',
    maxPerCustomer: '',
  };
}

export const ALREADY_SCHEDULED_TOAST_MS = 4500;

interface ScheduleDialogProps {
  menu: MenuItem | null;
  onClose: () => void;
}

export function ScheduleDialog({ menu, onClose }: ScheduleDialogProps) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const notify = useNotify();
  const { dataProvider, refreshFood } = useFoodMutations();
  const [form, setForm] = useState<ScheduleForm>(defaultForm);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (menu) {
      setForm(defaultForm());
      setServerError(undefined);
    }
  }, [menu]);

  const setField = (key: keyof ScheduleForm, value: string) => setForm((current) => ({ ...current, [key]: value }));

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
      if (errorStatus(error) === 409) {
        notify(errorMessage(error) ?? 'hk.food.scheduleFailed', { type: 'warning', autoHideDuration: ALREADY_SCHEDULED_TOAST_MS });
        onClose();
      } else {
        notify('hk.food.scheduleFailed', { type: 'error' });
        setServerError(errorMessage(error));
      }
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
            <KitchenDatePicker
              label={translate('hk.food.cookDate')}
              name="cookDate"
              value={form.cookDate}
              onChange={(value) => setField('cookDate', value)}
              required
              disablePast
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
