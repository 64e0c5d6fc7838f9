import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, messageOf } from '../../lib/api-client';
import { useAuthStore, userFromAuthAnswer } from '../../stores/auth-store';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { destinationAfterLogin, rememberedOrigin } from './origin';

const UNVERIFIED_STATUS = 403;
const TOO_MANY_REQUESTS = 429;

function noticeFrom(state: unknown): string | null {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' ? notice : null;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAuthStore((state) => state.login);
  const signedIn = useAuthStore((state) => Boolean(state.user && state.token));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const origin = rememberedOrigin(location.state, location.search);
  const notice = noticeFrom(location.state);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setUnverified(false);
    const nowMissing = { email: !email.trim(), password: !password };
    setMissing(nowMissing);
    if (nowMissing.email || nowMissing.password) return;
    setBusy(true);
    try {
      const answer = await authApi.login(email.trim(), password);
      if (!answer?.token) {
        setError('Login failed');
        return;
      }
      await login(answer.token, userFromAuthAnswer(answer));
      navigate(destinationAfterLogin(location.state, location.search), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, 'Invalid credentials'));
      setUnverified(caught instanceof ApiError && caught.status === UNVERIFIED_STATUS);
    } finally {
      setBusy(false);
    }
  };

  const verifyNow = async () => {
    const address = email.trim();
    const toOtpPage = (notice: string) => navigate('/verify-register-otp', { state: { email: address, from: origin, notice } });
    try {
      await authApi.resendOtp(address);
      toOtpPage('A new OTP has been sent to your email.');
    } catch (caught) {
      // Too soon for another code: the one e-mailed a moment ago still works.
      if (caught instanceof ApiError && caught.status === TOO_MANY_REQUESTS) {
        toOtpPage('Enter the code from the email we sent you a moment ago.');
        return;
      }
      setError(messageOf(caught, 'Failed to resend OTP.'));
    }
  };

  // Someone already signed in has nothing to do here; send them on as a fresh sign-in would.
  if (signedIn && !busy) return <Navigate to={destinationAfterLogin(location.state, location.search)} replace />;

  return (
    <AuthCard title="Log in" subtitle="Welcome back! Log in to order and track your meals.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Log in">
        {notice && !error && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert
            severity="error"
            role="alert"
            action={
              unverified ? (
                <Button color="inherit" size="small" onClick={verifyNow}>
                  Verify now
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        )}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={missing.email}
          helperText={missing.email ? 'Email is required' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing((current) => ({ ...current, email: false }));
          }}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={missing.password}
          helperText={missing.password ? 'Password is required' : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((current) => ({ ...current, password: false }));
          }}
        />
        <Link component={RouterLink} to="/forgot-password" alignSelf="flex-end" variant="body2">
          Forgot password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </Button>
        <Typography variant="body2" textAlign="center">
          Don&apos;t have an account?{' '}
          <Link component={RouterLink} to="/register" state={origin ? { from: origin } : undefined}>
            Register
          </Link>
        </Typography>
        <Typography variant="body2" textAlign="center" color="text.secondary">
          Kitchen staff? <Link href="/admin/login">Admin login</Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
