import type { ReactNode } from 'react';
import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../lib/format';
import { EndpointStatus, EventTypeChips } from './EndpointChips';
import type { WebhookEndpoint } from './webhooks';
import { Fact, Facts } from '../layout/Facts';
import { RecordCards } from '../layout/RecordCards';

/** The endpoint's URL as the link to its page (its log, Resend, Replay since). */
export function EndpointLink({ endpoint }: { endpoint: Pick<WebhookEndpoint, 'id' | 'url'> }) {
  const createPath = useCreatePath();
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: 'webhooks', type: 'edit', id: endpoint.id })}
      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', fontWeight: 500 }}
    >
      {endpoint.url}
    </MuiLink>
  );
}

/** One endpoint on a phone: everything the laptop's row shows, stacked. */
export function WebhookCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const translate = useTranslate();
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={endpoint.url}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography component="h2" variant="subtitle1">
          <EndpointLink endpoint={endpoint} />
        </Typography>
        {endpoint.description && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {endpoint.description}
          </Typography>
        )}
        <EndpointStatus endpoint={endpoint} />
        <EventTypeChips eventTypes={endpoint.eventTypes} />
        <Facts>
          <Fact
            label={translate('hk.webhooks.failingSince')}
            value={formatDateTime(endpoint.failingSince) || translate('hk.webhooks.notFailing')}
          />
          <Fact label={translate('hk.webhooks.created')} value={formatDateTime(endpoint.createdAt)} />
        </Facts>
      </CardContent>
    </Card>
  );
}

/** The endpoints of the list's page as cards, for screens too narrow for the table. */
export function WebhookCards({ empty }: { empty: ReactNode }) {
  return <RecordCards<WebhookEndpoint> empty={empty}>{(endpoint) => <WebhookCard key={endpoint.id} endpoint={endpoint} />}</RecordCards>;
}
