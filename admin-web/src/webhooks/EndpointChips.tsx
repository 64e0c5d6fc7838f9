import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookEndpoint } from './webhooks';

/** The endpoint's event types as small chips, in the server's order. */
export function EventTypeChips({ eventTypes }: { eventTypes: WebhookEndpoint['eventTypes'] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {eventTypes.map((eventType) => (
        <Chip key={eventType} size="small" variant="outlined" label={eventType} />
      ))}
    </Box>
  );
}

/** Enabled, or switched off with the kitchen's reason under the chip. */
export function EndpointStatus({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'enabled' | 'disabledReason'> }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        color={endpoint.enabled ? 'success' : 'error'}
        label={translate(endpoint.enabled ? 'hk.webhooks.enabled' : 'hk.webhooks.switchedOff')}
        data-testid="webhook-status"
      />
      {!endpoint.enabled && endpoint.disabledReason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {endpoint.disabledReason}
        </Typography>
      )}
    </Box>
  );
}
