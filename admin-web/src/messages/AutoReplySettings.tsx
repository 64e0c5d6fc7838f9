import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoading } from '../layout/PageLoading';
import { errorMessage } from '../lib/error-message';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { useWhatsAppSettings, WHATSAPP_SETTINGS_KEY } from './use-whatsapp-settings';

/** The text sent to a customer whose message the kitchen does not answer by itself. */
export function AutoReplySettings() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useWhatsAppSettings();
  const [autoReply, setAutoReply] = useState('');
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  useEffect(() => {
    if (data) setAutoReply(data.autoReply);
  }, [data]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setServerError(undefined);
    try {
      queryClient.setQueryData(WHATSAPP_SETTINGS_KEY, await dataProvider.updateWhatsAppSettings(autoReply));
      notify('hk.messages.saved', { type: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="auto-reply-title">
      <CardContent>
        <Typography id="auto-reply-title" variant="h6" component="h2">
          {translate('hk.messages.settingsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('hk.messages.settingsHelp')}
        </Typography>
        {isPending && <PageLoading />}
        {isError && <Alert severity="error">{translate('hk.messages.settingsLoadFailed')}</Alert>}
        {data && (
          <Box component="form" onSubmit={save} sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <TextField
              label={translate('hk.messages.autoReply')}
              value={autoReply}
              onChange={(event) => setAutoReply(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {translate(saving ? 'hk.messages.saving' : 'hk.messages.save')}
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
