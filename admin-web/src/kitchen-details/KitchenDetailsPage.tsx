import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { KitchenSettings } from '../lib/api-types';
import { useKitchenSettings } from '../lib/use-kitchen-settings';
import { PageLoading } from '../layout/PageLoading';
import { TaxCard } from './TaxCard';

type Details = Pick<KitchenSettings, 'legalName' | 'address' | 'gstin' | 'fssaiNumber'>;
const FIELDS = ['legalName', 'address', 'gstin', 'fssaiNumber'] as const;

/** What the form shows for a stored value ('' for none), and what it sends back (null for an empty field). */
const shown = (value: string | null) => value ?? '';
const stored = (value: string) => (value.trim() === '' ? null : value.trim());

/** The seller's legal details (the site's footer, every order e-mail) and the tax new orders are charged. */
export default function KitchenDetailsPage() {
  const translate = useTranslate();
  const { settings: data, isPending, isError, save: saveSettings, saving, serverError } = useKitchenSettings('hk.kitchenDetails.saved');
  const [form, setForm] = useState<Record<keyof Details, string>>({ legalName: '', address: '', gstin: '', fssaiNumber: '' });

  useEffect(() => {
    if (data)
      setForm({
        legalName: shown(data.legalName),
        address: shown(data.address),
        gstin: shown(data.gstin),
        fssaiNumber: shown(data.fssaiNumber),
      });
  }, [data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    await saveSettings(Object.fromEntries(FIELDS.map((field) => [field, stored(form[field])])));
  };

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('hk.kitchenDetails.title')} />
      <Card>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('hk.kitchenDetails.intro')}
          </Typography>
          {isPending ? (
            <PageLoading />
          ) : isError ? (
            <Alert severity="error">{translate('hk.kitchenDetails.loadFailed')}</Alert>
          ) : (
            <form onSubmit={save} aria-label={translate('hk.kitchenDetails.title')}>
              <Stack spacing={2} sx={{ maxWidth: 640 }}>
                {serverError && <Alert severity="error">{serverError}</Alert>}
                {FIELDS.map((field) => (
                  <TextField
                    key={field}
                    name={field}
                    label={translate(`hk.kitchenDetails.${field}`)}
                    helperText={translate(`hk.kitchenDetails.${field}Help`)}
                    value={form[field]}
                    onChange={(event) => {
                      const value = field === 'gstin' ? event.target.value.toUpperCase() : event.target.value;
                      setForm((current) => ({ ...current, [field]: value }));
                    }}
                    multiline={field === 'address'}
                    slotProps={{ htmlInput: field === 'fssaiNumber' ? { inputMode: 'numeric' } : {} }}
                  />
                ))}
                <Box>
                  <Button type="submit" variant="contained" disabled={saving}>
                    {translate(saving ? 'hk.kitchenDetails.saving' : 'hk.kitchenDetails.save')}
                  </Button>
                </Box>
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
      <TaxCard />
    </Box>
  );
}
