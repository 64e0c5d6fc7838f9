import { Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';
import { useIsPhone } from '../lib/use-is-phone';
import { EndpointStatus, EventTypeChips } from './EndpointChips';
import { EndpointLink, WebhookCards } from './WebhookCards';
import type { WebhookEndpoint } from './webhooks';

function NoEndpoints() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.webhooks.empty')}
    </Typography>
  );
}

/** Webhooks: every endpoint with its events, whether it is switched off, and since when it fails; a row opens it. */
export default function WebhookList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const none = translate('hk.webhooks.none');
  return (
    <List
      title={translate('hk.webhooks.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label={translate('hk.webhooks.newEndpoint')} />
        </TopToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('hk.webhooks.intro')}
      </Typography>
      {isPhone ? (
        <WebhookCards empty={<NoEndpoints />} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit" empty={<NoEndpoints />}>
          <FunctionField<WebhookEndpoint>
            source="url"
            label={translate('hk.webhooks.url')}
            sx={{ display: 'block', maxWidth: 340 }}
            render={(endpoint) => <EndpointLink endpoint={endpoint} />}
          />
          <TextField source="description" label={translate('hk.webhooks.description')} sortable={false} emptyText={none} />
          <FunctionField<WebhookEndpoint>
            label={translate('hk.webhooks.eventTypes')}
            sortable={false}
            render={(endpoint) => <EventTypeChips eventTypes={endpoint.eventTypes} />}
          />
          <FunctionField<WebhookEndpoint>
            label={translate('hk.webhooks.status')}
            sortable={false}
            render={(endpoint) => <EndpointStatus endpoint={endpoint} />}
          />
          <FunctionField<WebhookEndpoint>
            label={translate('hk.webhooks.failingSince')}
            sortable={false}
            render={(endpoint) => formatDateTime(endpoint.failingSince) || translate('hk.webhooks.notFailing')}
          />
          <FunctionField<WebhookEndpoint>
            source="createdAt"
            label={translate('hk.webhooks.created')}
            render={(endpoint) => formatDateTime(endpoint.createdAt)}
          />
        </Datagrid>
      )}
    </List>
  );
}
