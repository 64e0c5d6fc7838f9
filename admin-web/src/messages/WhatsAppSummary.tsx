import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWhatsAppSettings } from './use-whatsapp-settings';

/** How many customers have WhatsApp on, and what the kitchen should know about the channel's state. */
export function WhatsAppSummary() {
  const translate = useTranslate();
  const { data } = useWhatsAppSettings();
  if (!data) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p" fontWeight={600} data-testid="whatsapp-customers-on">
        {translate('hk.messages.customersOn', { count: data.customersOn })}
      </Typography>
      {!data.configured && <Alert severity="info">{translate('hk.messages.notConfigured')}</Alert>}
      {data.signatureFailures > 0 && (
        <Alert severity="warning">{translate('hk.messages.signatureFailures', { smart_count: data.signatureFailures })}</Alert>
      )}
    </>
  );
}
