import { useState, type FormEvent } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Button, Link, TextField } from '@mui/material';
import { landingPathAfterLogin } from '../lib/login-redirect';
import { AuthCard } from './AuthCard';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password }, landingPathAfterLogin(searchParams.get('redirect')));
      notify('hk.login.success', { type: 'success' });
    } catch (error) {
      setSubmitting(false);
      notify(error instanceof Error && error.message ? error.message : 'hk.login.serverError', { type: 'error' });
    }
  };

  return (
    <AuthCard title={translate('hk.login.title')}>
      <form onSubmit={handleSubmit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField
          label={translate('hk.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
        />
        <TextField
          label={translate('hk.login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {/* The button says 'Sign in' as written; MUI would upper-case it. */}
        <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ textTransform: 'none' }}>
          {translate(submitting ? 'hk.login.submitting' : 'hk.login.submit')}
        </Button>
      </form>
      <Link component={RouterLink} to="/forgot-password" textAlign="center">
        {translate('hk.login.forgotPassword')}
      </Link>
    </AuthCard>
  );
}
