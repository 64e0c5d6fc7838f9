import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useKitchenSettings } from '../lib/use-kitchen-settings';
import { PageLoading } from '../layout/PageLoading';
import { optionalNumberInput, optionalNumberValue } from '../lib/optional-number';
import { SlotLengthSelect } from './SlotLengthSelect';
import type { SLOT_LENGTHS } from './slot-lengths';

/** The kitchen's slot length and most orders per slot for cook dates without their own plan. */
export function KitchenDefaultsCard() {
  const translate = useTranslate();
  const { settings: data, isPending, isError, save: saveSettings, saving, serverError } = useKitchenSettings('hk.pickupSlots.saved');
  const [slotMinutes, setSlotMinutes] = useState('15');
  const [maxOrders, setMaxOrders] = useState('');

  useEffect(() => {
    if (!data) return;
    setSlotMinutes(String(data.defaultSlotMinutes));
    setMaxOrders(optionalNumberInput(data.defaultMaxOrdersPerSlot));
  }, [data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveSettings({
      defaultSlotMinutes: Number(slotMinutes) as (typeof SLOT_LENGTHS)[number],
      defaultMaxOrdersPerSlot: optionalNumberValue(maxOrders),
    });
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('hk.pickupSlots.defaultsTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('hk.pickupSlots.defaultsHelp')}
        </Typography>
        {isPending ? (
          <PageLoading />
        ) : isError ? (
          <Alert severity="error">{translate('hk.pickupSlots.loadFailed')}</Alert>
        ) : (
          <form onSubmit={save} aria-label={translate('hk.pickupSlots.defaultsTitle')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
              <SlotLengthSelect name="defaultSlotMinutes" value={slotMinutes} onChange={setSlotMinutes} sx={{ minWidth: 160 }} />
              <TextField
                label={translate('hk.pickupSlots.maxOrdersPerSlot')}
                name="defaultMaxOrdersPerSlot"
                type="number"
                value={maxOrders}
                onChange={(event) => setMaxOrders(event.target.value)}
                placeholder={translate('hk.pickupSlots.noSlots')}
                slotProps={{ htmlInput: { min: 1, step: 1 }, inputLabel: { shrink: true } }}
              />
              <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
                {translate(saving ? 'hk.pickupSlots.saving' : 'hk.pickupSlots.save')}
              </Button>
            </Stack>
            {serverError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {serverError}
              </Alert>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
