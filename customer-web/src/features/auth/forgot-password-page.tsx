import { useState, type FormEvent } from 'react';
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

export function ForgotPasswordPage() {
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
      navigate('/reset-password', { state: { identifier: normalised, sent: true } });
    } catch (caught) {
      setError(messageOf(caught, 'Could not send a reset code. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      subtitle="Enter the email or phone number of your account. We will email you a code to set a new password."
    >
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Forgot password">
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <TextField
          label="Email or phone"
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
          {busy ? 'Sending...' : 'Send reset code'}
        </Button>
        <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Link component={RouterLink} to="/reset-password" variant="body2">
            I already have a code
          </Link>
          <Link component={RouterLink} to="/login" variant="body2">
            Back to login
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
