import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { keyDates, type ApiKey } from './api-keys';
import { KeyActions } from './KeyActions';
import { KeyStatusChip, ScopeChips } from './KeyChips';
import { Fact, Facts } from '../layout/Facts';
import { RecordCards } from '../layout/RecordCards';

/** One key on a phone: everything the laptop's row shows, stacked, with its actions. */
export function ApiKeyCard({ apiKey }: { apiKey: ApiKey }) {
  const translate = useTranslate();
  const dates = keyDates(apiKey);
  const never = translate('hk.integrations.never');
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={apiKey.name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {apiKey.name}
          </Typography>
          <KeyStatusChip apiKey={apiKey} />
        </Box>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {apiKey.hint}
        </Typography>
        <ScopeChips scopes={apiKey.scopes} />
        <Facts>
          <Fact label={translate('hk.integrations.created')} value={dates.created} />
          <Fact label={translate('hk.integrations.lastUsed')} value={dates.lastUsed || never} />
          <Fact label={translate('hk.integrations.calls')} value={String(apiKey.useCount)} />
          <Fact label={translate('hk.integrations.expires')} value={dates.expires || never} />
        </Facts>
        <KeyActions apiKey={apiKey} />
      </CardContent>
    </Card>
  );
}

/** The keys of the list's page as cards, for screens too narrow for the table. */
export function ApiKeyCards({ empty }: { empty: ReactNode }) {
  return <RecordCards<ApiKey> empty={empty}>{(apiKey) => <ApiKeyCard key={apiKey.id} apiKey={apiKey} />}</RecordCards>;
}
