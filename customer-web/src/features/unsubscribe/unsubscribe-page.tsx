import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, messageOf } from '../../lib/api-client';
import type { Unsubscribed } from '../../lib/api-types';

type Step = { state: 'asking' } | { state: 'sending' } | { state: 'done'; label: string } | { state: 'failed'; message: string };

/**
 * The page an e-mail's unsubscribe link opens. It asks before acting, so a mail scanner that follows links
 * unsubscribes no one; mail clients use the one-click POST instead (List-Unsubscribe-Post).
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? { state: 'asking' } : { state: 'failed', message: 'This unsubscribe link is incomplete. Open it again from the e-mail.' });

  async function unsubscribe() {
    setStep({ state: 'sending' });
    try {
      const done = await api.post<Unsubscribed>(`/messages/unsubscribe?token=${encodeURIComponent(token)}`);
      setStep({ state: 'done', label: done.label });
    } catch (error) {
      setStep({ state: 'failed', message: messageOf(error, 'We could not unsubscribe you. Please try again.') });
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
          Unsubscribe
        </Typography>
        {(step.state === 'asking' || step.state === 'sending') && (
          <>
            <Typography sx={{ mb: 3 }}>Stop this kind of e-mail from Home Kitchen? E-mails about your own orders still come.</Typography>
            <Button variant="contained" size="large" onClick={unsubscribe} disabled={step.state === 'sending'} fullWidth>
              {step.state === 'sending' ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
        {step.state === 'done' && (
          <Alert severity="success" role="status">
            Done: you will get no more '{step.label}' e-mails.
          </Alert>
        )}
        {step.state === 'failed' && (
          <Alert severity="error" role="alert">
            {step.message}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mt: 3 }}>
          Choose exactly what we send you in your{' '}
          <Link component={RouterLink} to="/profile/notifications">
            notification settings
          </Link>
          .
        </Typography>
      </Paper>
    </Box>
  );
}
