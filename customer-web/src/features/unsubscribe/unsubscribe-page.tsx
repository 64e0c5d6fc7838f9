import { Trans, useTranslation } from '../../i18n/use-translation';
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
import '../../i18n/sections/unsubscribe';

type Step =
  | { state: 'asking' }
  | { state: 'sending' }
  | { state: 'done'; label: string }
  | { state: 'incomplete' }
  | { state: 'failed'; message: string };

/**
 * The page an e-mail's unsubscribe link opens. It asks before acting, so a mail scanner that follows links
 * unsubscribes no one; mail clients use the one-click POST instead (List-Unsubscribe-Post).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? { state: 'asking' } : { state: 'incomplete' });

  async function unsubscribe() {
    setStep({ state: 'sending' });
    try {
      const done = await api.post<Unsubscribed>(`/messages/unsubscribe?token=${encodeURIComponent(token)}`);
      setStep({ state: 'done', label: done.label });
    } catch (error) {
      setStep({ state: 'failed', message: messageOf(error, t('unsubscribe.failed')) });
    }
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Typography component="h1" variant="h5" fontWeight={700} gutterBottom>
          {t('unsubscribe.title')}
        </Typography>
        {(step.state === 'asking' || step.state === 'sending') && (
          <>
            <Typography sx={{ mb: 3 }}>{t('unsubscribe.question')}</Typography>
            <Button variant="contained" size="large" onClick={unsubscribe} disabled={step.state === 'sending'} fullWidth>
              {step.state === 'sending' ? t('unsubscribe.unsubscribing') : t('unsubscribe.unsubscribe')}
            </Button>
          </>
        )}
        {step.state === 'done' && (
          <Alert severity="success" role="status">
            {t('unsubscribe.done', { label: step.label })}
          </Alert>
        )}
        {step.state === 'incomplete' && (
          <Alert severity="error" role="alert">
            {t('unsubscribe.incomplete')}
          </Alert>
        )}
        {step.state === 'failed' && (
          <Alert severity="error" role="alert">
            {step.message}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mt: 3 }}>
          <Trans i18nKey="unsubscribe.settings" components={{ settings: <Link component={RouterLink} to="/profile/notifications" /> }} />
        </Typography>
      </Paper>
    </Box>
  );
}
