import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useKitchenSettings } from '../lib/use-kitchen-settings';

interface TaxForm {
  taxLabel: string;
  taxRatePercent: string;
  pricesIncludeTax: boolean;
}

/** The tax new orders are charged: its name on bills, its rate, and whether menu prices include it. */
export function TaxCard() {
  const translate = useTranslate();
  const { settings, save, saving, serverError } = useKitchenSettings('hk.kitchenDetails.taxSaved');
  const [form, setForm] = useState<TaxForm>({ taxLabel: '', taxRatePercent: '', pricesIncludeTax: false });

  useEffect(() => {
    if (settings)
      setForm({
        taxLabel: settings.taxLabel,
        taxRatePercent: String(settings.taxRatePercent),
        pricesIncludeTax: settings.pricesIncludeTax,
      });
  }, [settings]);

  if (!settings) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rate = form.taxRatePercent.trim() === '' ? Number.NaN : Number(form.taxRatePercent);
    await save({ taxLabel: form.taxLabel.trim(), taxRatePercent: rate, pricesIncludeTax: form.pricesIncludeTax });
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('hk.kitchenDetails.taxTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('hk.kitchenDetails.taxIntro')}
        </Typography>
        <form onSubmit={submit} aria-label={translate('hk.kitchenDetails.taxTitle')}>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField
                name="taxLabel"
                label={translate('hk.kitchenDetails.taxLabel')}
                helperText={translate('hk.kitchenDetails.taxLabelHelp')}
                value={form.taxLabel}
                onChange={(event) => setForm((current) => ({ ...current, taxLabel: event.target.value }))}
                sx={{ flex: '1 1 220px' }}
              />
              <TextField
                name="taxRatePercent"
                label={translate('hk.kitchenDetails.taxRatePercent')}
                helperText={translate('hk.kitchenDetails.taxRatePercentHelp')}
                value={form.taxRatePercent}
                onChange={(event) => setForm((current) => ({ ...current, taxRatePercent: event.target.value }))}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: '1 1 160px' }}
              />
            </Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.pricesIncludeTax}
                  onChange={(event) => setForm((current) => ({ ...current, pricesIncludeTax: event.target.checked }))}
                />
              }
              label={translate('hk.kitchenDetails.pricesIncludeTax')}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate(saving ? 'hk.kitchenDetails.saving' : 'hk.kitchenDetails.saveTax')}
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
