import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { keyDates, type ApiKey, type ApiKeyStatus } from './api-keys';

const COLORS: Record<ApiKeyStatus, 'success' | 'default' | 'error'> = { ACTIVE: 'success', EXPIRED: 'default', REVOKED: 'error' };

/** The key's status chip, and after a rotation until when its old secret still works. */
export function KeyStatusChip({ apiKey }: { apiKey: ApiKey }) {
  const translate = useTranslate();
  const { previousSecretUntil } = keyDates(apiKey);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Chip
        size="small"
        color={COLORS[apiKey.status]}
        label={translate(`hk.integrations.statuses.${apiKey.status}`)}
        data-testid="api-key-status"
      />
      {apiKey.status === 'ACTIVE' && previousSecretUntil && (
        <Typography variant="caption" color="text.secondary">
          {translate('hk.integrations.previousSecretUntil', { date: previousSecretUntil })}
        </Typography>
      )}
    </Box>
  );
}

/** The key's scopes as small chips, in the server's order. */
export function ScopeChips({ scopes }: { scopes: ApiKey['scopes'] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {scopes.map((scope) => (
        <Chip key={scope} size="small" variant="outlined" label={scope} />
      ))}
    </Box>
  );
}
