import { Box, Typography } from '@mui/material';
import { CreateButton, Datagrid, FunctionField, List, NumberField, TopToolbar, useTranslate } from 'react-admin';
import { useIsPhone } from '../lib/use-is-phone';
import { keyDates, type ApiKey } from './api-keys';
import { ApiKeyCards } from './ApiKeyCards';
import { KeyActions } from './KeyActions';
import { KeyStatusChip, ScopeChips } from './KeyChips';

function NoKeys() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('hk.integrations.empty')}
    </Typography>
  );
}

/** Integrations: every API key with its scopes, dates and use; Rotate and Revoke on each that still works. */
export default function ApiKeyList() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const never = translate('hk.integrations.never');
  return (
    <List
      title={translate('hk.integrations.title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label={translate('hk.integrations.newKey')} />
        </TopToolbar>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
        {translate('hk.integrations.intro')}
      </Typography>
      {isPhone ? (
        <ApiKeyCards empty={<NoKeys />} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoKeys />}>
          <FunctionField<ApiKey>
            source="name"
            label={translate('hk.integrations.name')}
            render={(key) => (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {key.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {key.hint}
                </Typography>
              </Box>
            )}
          />
          <FunctionField<ApiKey>
            label={translate('hk.integrations.scopes')}
            sortable={false}
            render={(key) => <ScopeChips scopes={key.scopes} />}
          />
          <FunctionField<ApiKey> source="createdAt" label={translate('hk.integrations.created')} render={(key) => keyDates(key).created} />
          <FunctionField<ApiKey>
            source="lastUsedAt"
            label={translate('hk.integrations.lastUsed')}
            render={(key) => keyDates(key).lastUsed || never}
          />
          <NumberField source="useCount" label={translate('hk.integrations.calls')} sortable={false} />
          <FunctionField<ApiKey>
            source="expiresAt"
            label={translate('hk.integrations.expires')}
            render={(key) => keyDates(key).expires || never}
          />
          <FunctionField<ApiKey>
            label={translate('hk.integrations.status')}
            sortable={false}
            render={(key) => <KeyStatusChip apiKey={key} />}
          />
          <FunctionField<ApiKey>
            label={translate('hk.integrations.actions')}
            sortable={false}
            render={(key) => <KeyActions apiKey={key} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
