import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem as SelectOption,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { statusLabel } from '../lib/format';
import { SCHEDULE_STATUSES, type MenuSchedule, type ScheduleStatus } from './food-types';
import { useIsPhone } from '../lib/use-is-phone';
import { useFoodMutations } from './use-food-mutations';
import { optionalNumberInput, optionalNumberValue } from '../lib/optional-number';
import { MaxPerCustomerField } from './MaxPerCustomerField';

export function EditScheduleDialog({ schedule, onClose }: { schedule: MenuSchedule | null; onClose: () => void }) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const notify = useNotify();
  const { dataProvider, refreshFood } = useFoodMutations();
  const [availableQty, setAvailableQty] = useState('');
  const [maxPerCustomer, setMaxPerCustomer] = useState('');
  const [status, setStatus] = useState<ScheduleStatus>('PUBLISHED');
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (schedule) {
      setAvailableQty(String(schedule.availableQty));
      setMaxPerCustomer(optionalNumberInput(schedule.maxPerCustomer));
      setStatus(schedule.status);
      setServerError(undefined);
    }
  }, [schedule]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!schedule) return;
    setSaving(true);
    setServerError(undefined);
    try {
      await dataProvider.update('menu-schedules', {
        id: schedule.id,
        data: { availableQty: Number(availableQty), maxPerCustomer: optionalNumberValue(maxPerCustomer), status },
        previousData: schedule,
      });
      notify('hk.food.scheduleUpdated', { type: 'success' });
      await refreshFood();
      onClose();
    } catch (error) {
      notify('hk.food.scheduleUpdateFailed', { type: 'error' });
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={schedule !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      fullScreen={isPhone}
      aria-labelledby="edit-schedule-dialog-title"
    >
      <form onSubmit={save}>
        <DialogTitle id="edit-schedule-dialog-title">
          {translate('hk.food.editScheduleTitle', { name: schedule?.menuName ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label={translate('hk.food.availableQty')}
              name="availableQty"
              type="number"
              value={availableQty}
              onChange={(e) => setAvailableQty(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { min: 0, step: 1 } }}
            />
            <MaxPerCustomerField value={maxPerCustomer} onChange={setMaxPerCustomer} />
            <TextField
              select
              label={translate('hk.food.status')}
              name="status"
              value={status}
              onChange={(e) => setStatus(e.target.value as ScheduleStatus)}
            >
              {SCHEDULE_STATUSES.map((option) => (
                <SelectOption key={option} value={option}>
                  {statusLabel(option)}
                </SelectOption>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('hk.food.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? 'hk.food.saving' : 'hk.food.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
