import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Confirm, useDelete, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { formatDateTime } from '../lib/format';
import { EndpointStatus, EventTypeChips } from './EndpointChips';
import type { WebhookEndpoint } from './webhooks';

/**
 * The endpoint at a glance: its URL, whether it is switched off and why (with Enable again), since when it fails,
 * and Delete after confirming.
 */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [update, { isPending: enabling }] = useUpdate<WebhookEndpoint>();
  const [remove, { isPending: deleting }] = useDelete<WebhookEndpoint>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const failingSince = formatDateTime(endpoint.failingSince);

  const enableAgain = () =>
    update(
      'webhooks',
      { id: endpoint.id, data: { enabled: true }, previousData: endpoint },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('hk.webhooks.enabledAgain', { type: 'success' }),
        onError: (error) => notify(errorMessage(error) ?? 'hk.webhooks.failed', { type: 'error' }),
      },
    );

  const deleteEndpoint = () =>
    remove(
      'webhooks',
      { id: endpoint.id, previousData: endpoint },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('hk.webhooks.deleted', { type: 'success' });
          redirect('list', 'webhooks');
        },
        onError: (error) => {
          setConfirmDelete(false);
          notify(errorMessage(error) ?? 'hk.webhooks.failed', { type: 'error' });
        },
      },
    );

  return (
    <Card component="section" aria-labelledby="endpoint-url">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
            <Typography id="endpoint-url" variant="h6" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Typography>
            {endpoint.description && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {endpoint.description}
              </Typography>
            )}
          </Box>
          <EndpointStatus endpoint={{ enabled: endpoint.enabled, disabledReason: null }} />
        </Box>
        <EventTypeChips eventTypes={endpoint.eventTypes} />
        <Typography variant="body2" color="text.secondary">
          {translate('hk.webhooks.created')}: {formatDateTime(endpoint.createdAt)}
        </Typography>
        {!endpoint.enabled && (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                size="small"
                startIcon={<PowerSettingsNewIcon />}
                disabled={enabling}
                onClick={() => void enableAgain()}
              >
                {translate('hk.webhooks.enableAgain')}
              </Button>
            }
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } } }}
          >
            {endpoint.disabledReason
              ? translate('hk.webhooks.switchedOffBecause', { reason: endpoint.disabledReason })
              : translate('hk.webhooks.switchedOffNoReason')}
          </Alert>
        )}
        {endpoint.enabled && failingSince && (
          <Alert severity="info">{translate('hk.webhooks.failingSinceNote', { date: failingSince })}</Alert>
        )}
        <Box>
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
            {translate('hk.webhooks.delete')}
          </Button>
        </Box>
      </CardContent>
      <Confirm
        isOpen={confirmDelete}
        loading={deleting}
        title={translate('hk.webhooks.deleteTitle')}
        content={translate('hk.webhooks.deleteContent', { url: endpoint.url })}
        confirm={translate('hk.webhooks.delete')}
        confirmColor="warning"
        onConfirm={() => void deleteEndpoint()}
        onClose={() => setConfirmDelete(false)}
      />
    </Card>
  );
}
