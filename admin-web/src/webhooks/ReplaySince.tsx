import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../lib/error-message';
import { localInputToIso } from '../lib/format';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { KitchenDateTimePicker } from '../pickers/KitchenDateTimePicker';
import type { WebhookEndpoint } from './webhooks';

type Outcome = { queued: number } | { failure: string };

/** Replay since: a time on the kitchen's clock, and how many events that queued to be sent again. */
export function ReplaySince({ endpointId }: { endpointId: WebhookEndpoint['id'] }) {
  const translate = useTranslate();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const [since, setSince] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const replay = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const queued = await dataProvider.replayWebhook(endpointId, localInputToIso(since));
      setOutcome({ queued });
      await queryClient.invalidateQueries({ queryKey: ['webhook-deliveries'] });
    } catch (error) {
      setOutcome({ failure: errorMessage(error) ?? translate('hk.webhooks.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="replay-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="replay-title" variant="h6" component="h2">
          {translate('hk.webhooks.replayTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('hk.webhooks.replayHelp')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Box sx={{ flex: '1 1 240px', maxWidth: 360 }}>
            <KitchenDateTimePicker label={translate('hk.webhooks.replaySince')} name="since" value={since} onChange={setSince} fullWidth />
          </Box>
          <Button variant="outlined" startIcon={<ReplayIcon />} disabled={!since || busy} onClick={() => void replay()}>
            {translate('hk.webhooks.replay')}
          </Button>
        </Box>
        {outcome && 'queued' in outcome && (
          <Alert severity="success" role="status">
            {translate('hk.webhooks.replayed', { smart_count: outcome.queued })}
          </Alert>
        )}
        {outcome && 'failure' in outcome && (
          <Alert severity="error" role="alert">
            {outcome.failure}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
