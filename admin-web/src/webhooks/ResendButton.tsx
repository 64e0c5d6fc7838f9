import { useState } from 'react';
import { Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import type { WebhookDelivery } from './webhooks';

/** Sends the delivery's event once more, as a new delivery at the top of the log (same webhook-id). */
export function ResendButton({ delivery }: { delivery: WebhookDelivery }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const event = delivery.eventType ?? delivery.eventId;

  const resend = async () => {
    setBusy(true);
    try {
      await dataProvider.resendWebhookDelivery(delivery.id);
      notify('hk.webhooks.resent', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    } catch (error) {
      notify(errorMessage(error) ?? 'hk.webhooks.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      startIcon={<SendIcon />}
      disabled={busy}
      aria-label={translate('hk.webhooks.resendLabel', { event, id: delivery.id })}
      onClick={() => void resend()}
    >
      {translate('hk.webhooks.resend')}
    </Button>
  );
}
