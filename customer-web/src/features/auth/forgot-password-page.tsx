import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf } from '../../lib/api-client';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { RESET_MESSAGES, normaliseIdentifier } from './forgot-password';
import '../../i18n/sections/auth';
import '../../i18n/sections/forgotPassword';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!identifier.trim()) {
      setFieldError(RESET_MESSAGES.identifierRequired);
      return;
    }
    const normalised = normaliseIdentifier(identifier);
    setBusy(true);
    try {
      await authApi.forgotPassword(normalised);
      void navigate('/reset-password', { state: { identifier: normalised, sent: true } });
    } catch (caught) {
      setError(messageOf(caught, t('forgotPassword.sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('forgotPassword.title')}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.emailOrPhone')}
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(event) => {
            setIdentifier(event.target.value);
            setFieldError(null);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError}
          slotProps={{ formHelperText: { role: fieldError ? 'alert' : undefined } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('forgotPassword.sending') : t('forgotPassword.send')}
        </Button>
        <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Link component={RouterLink} to="/reset-password" variant="body2">
            {t('forgotPassword.haveCode')}
          </Link>
          <Link component={RouterLink} to="/login" variant="body2">
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
