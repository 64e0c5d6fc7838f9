import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Link, TextField } from '@mui/material';
import { API_BASE } from '@home-kitchen/api';
import { AuthCard } from './AuthCard';

async function postAuth(path: string, body: unknown): Promise<string | undefined> {
  const response = await fetch(`${API_BASE}/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new Error(json?.message ?? '');
  return json?.message;
}

/** Two steps: ask for a reset code by e-mail or phone, then enter the code and a new password. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [codeRequested, setCodeRequested] = useState(false);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const message = await postAuth('forgot-password', { identifier: identifier.trim() });
      notify(message || 'hk.forgotPassword.codeSent', { type: 'success' });
      setCodeRequested(true);
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'hk.forgotPassword.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const resetPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await postAuth('reset-password', { identifier: identifier.trim(), code: code.trim(), newPassword });
      notify('hk.forgotPassword.resetDone', { type: 'success' });
      void navigate('/login');
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'hk.forgotPassword.failed', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('hk.forgotPassword.title')}>
      {codeRequested ? (
        <form onSubmit={resetPassword} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <TextField label={translate('hk.forgotPassword.identifier')} value={identifier} disabled />
          <TextField
            label={translate('hk.forgotPassword.code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputProps={{ inputMode: 'numeric' }}
            required
            autoFocus
          />
          <TextField
            label={translate('hk.forgotPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            required
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(busy ? 'hk.forgotPassword.resetting' : 'hk.forgotPassword.reset')}
          </Button>
        </form>
      ) : (
        <form onSubmit={requestCode} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <TextField
            label={translate('hk.forgotPassword.identifier')}
            value={identifier}
            onChange={(event) => setIdentifier(event.target.value)}
            required
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(busy ? 'hk.forgotPassword.sending' : 'hk.forgotPassword.sendCode')}
          </Button>
        </form>
      )}
      <Link component={RouterLink} to="/login" textAlign="center">
        {translate('hk.forgotPassword.backToLogin')}
      </Link>
    </AuthCard>
  );
}
