import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PickupPlan } from '../lib/api-types';
import { errorMessage } from '../lib/error-message';
import { formatCookDate, todayIsoDate } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { KitchenDatePicker } from '../pickers/KitchenDatePicker';
import { SlotLengthSelect } from './SlotLengthSelect';

/** Which plan the dialog edits: a new one (any cook date) or an existing one (its date fixed). */
export type PlanDialogState = { open: false } | { open: true; plan: PickupPlan | null };

export function PickupPlanDialog({ state, onClose, onSaved }: { state: PlanDialogState; onClose: () => void; onSaved: () => void }) {
  const isPhone = useIsPhone();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const editing = state.open ? state.plan : null;
  const [cookDate, setCookDate] = useState('');
  const [slotMinutes, setSlotMinutes] = useState('15');
  const [maxOrders, setMaxOrders] = useState('10');
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (!state.open) return;
    setCookDate(state.plan?.cookDate ?? todayIsoDate());
    setSlotMinutes(String(state.plan?.slotMinutes ?? 15));
    setMaxOrders(String(state.plan?.maxOrdersPerSlot ?? 10));
    setServerError(undefined);
  }, [state]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!cookDate) {
      setServerError(translate('hk.pickupSlots.dateRequired'));
      return;
    }
    setSaving(true);
    setServerError(undefined);
    try {
      // PUT creates or replaces the cook date's plan: the id is the date.
      await dataProvider.update<PickupPlan>('pickup-plans', {
        id: cookDate,
        data: { slotMinutes: Number(slotMinutes), maxOrdersPerSlot: Number(maxOrders) },
        previousData: editing ?? { id: cookDate, cookDate, slotMinutes: 15, maxOrdersPerSlot: 10 },
      });
      notify('hk.pickupSlots.planSaved', { type: 'success', messageArgs: { date: formatCookDate(cookDate) } });
      onSaved();
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const title = editing
    ? translate('hk.pickupSlots.editTitle', { date: formatCookDate(editing.cookDate) })
    : translate('hk.pickupSlots.addTitle');
  return (
    <Dialog open={state.open} onClose={onClose} maxWidth="xs" fullWidth fullScreen={isPhone} aria-labelledby="pickup-plan-dialog-title">
      <form onSubmit={save}>
        <DialogTitle id="pickup-plan-dialog-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {!editing && (
              <KitchenDatePicker
                label={translate('hk.pickupSlots.cookDate')}
                name="cookDate"
                value={cookDate}
                onChange={setCookDate}
                required
                disablePast
              />
            )}
            <SlotLengthSelect name="slotMinutes" value={slotMinutes} onChange={setSlotMinutes} />
            <TextField
              label={translate('hk.pickupSlots.maxOrdersPerSlot')}
              name="maxOrdersPerSlot"
              type="number"
              value={maxOrders}
              onChange={(event) => setMaxOrders(event.target.value)}
              required
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('hk.pickupSlots.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate(saving ? 'hk.pickupSlots.saving' : 'hk.pickupSlots.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
