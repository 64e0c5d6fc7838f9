import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, MenuItem as SelectOption, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { PageLoading } from '../layout/PageLoading';
import { maxOrdersInput, maxOrdersValue, SLOT_LENGTHS } from './slot-lengths';

/** The kitchen's slot length and most orders per slot for cook dates without their own plan. */
export function KitchenDefaultsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: ['kitchen-settings'], queryFn: () => dataProvider.getKitchenSettings() });
  const [slotMinutes, setSlotMinutes] = useState('15');
  const [maxOrders, setMaxOrders] = useState('');
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (!data) return;
    setSlotMinutes(String(data.defaultSlotMinutes));
    setMaxOrders(maxOrdersInput(data.defaultMaxOrdersPerSlot));
  }, [data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setServerError(undefined);
    try {
      const saved = await dataProvider.updateKitchenSettings({
        defaultSlotMinutes: Number(slotMinutes) as (typeof SLOT_LENGTHS)[number],
        defaultMaxOrdersPerSlot: maxOrdersValue(maxOrders),
      });
      queryClient.setQueryData(['kitchen-settings'], saved);
      notify('hk.pickupSlots.saved', { type: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
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
              <TextField
                select
                label={translate('hk.pickupSlots.slotMinutes')}
                name="defaultSlotMinutes"
                value={slotMinutes}
                onChange={(event) => setSlotMinutes(event.target.value)}
                sx={{ minWidth: 160 }}
              >
                {SLOT_LENGTHS.map((length) => (
                  <SelectOption key={length} value={String(length)}>
                    {translate('hk.pickupSlots.minutes', { count: length })}
                  </SelectOption>
                ))}
              </TextField>
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
