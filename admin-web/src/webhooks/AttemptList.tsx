import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';
import { attemptSucceeded, formatDuration, type WebhookAttempt } from './webhooks';

/** A delivery's tries, oldest first: when, the answer's status (or none), how long, and the answer's first bytes. */
export function AttemptList({ attempts, id }: { attempts: readonly WebhookAttempt[]; id: string }) {
  const translate = useTranslate();
  if (attempts.length === 0)
    return (
      <Typography id={id} variant="body2" color="text.secondary">
        {translate('hk.webhooks.noTries')}
      </Typography>
    );
  return (
    <Box component="ol" id={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {attempts.map((attempt, index) => (
        <Box
          component="li"
          key={`${attempt.attemptedAt}-${index}`}
          data-testid="webhook-attempt"
          sx={{ borderLeft: 3, borderColor: attemptSucceeded(attempt) ? 'success.main' : 'error.main', pl: 1.5 }}
        >
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 1fr', md: 'repeat(3, auto 1fr)' },
              columnGap: 2,
              rowGap: 0.25,
              alignItems: 'baseline',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('hk.webhooks.tryTime')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(attempt.attemptedAt)}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('hk.webhooks.tryStatus')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }} data-testid="webhook-attempt-status">
              {attempt.status ?? translate('hk.webhooks.noAnswer')}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('hk.webhooks.tryDuration')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDuration(attempt.durationMs)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {translate('hk.webhooks.tryExcerpt')}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1,
              bgcolor: 'action.hover',
              borderRadius: 1,
              fontSize: '0.8rem',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              maxHeight: 160,
              overflowY: 'auto',
            }}
          >
            {attempt.excerpt || translate('hk.webhooks.emptyAnswer')}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
