import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, messageOf } from '../../lib/api-client';
import { useAuthStore, userFromAuthAnswer } from '../../stores/auth-store';
import { signIn } from '../../stores/sign-in';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { destinationAfterLogin, rememberedOrigin } from './origin';
import '../../i18n/sections/auth';

const UNVERIFIED_STATUS = 403;
const TOO_MANY_REQUESTS = 429;

function noticeFrom(state: unknown): string | null {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : null;
  return typeof notice === 'string' ? notice : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
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
        setError(t('auth.loginFailed'));
        return;
      }
      await signIn(answer.token, userFromAuthAnswer(answer));
      void navigate(destinationAfterLogin(location.state, location.search), { replace: true });
    } catch (caught) {
      setError(messageOf(caught, t('auth.invalidCredentials')));
      setUnverified(caught instanceof ApiError && caught.status === UNVERIFIED_STATUS);
    } finally {
      setBusy(false);
    }
  };

  const verifyNow = async () => {
    const address = email.trim();
    const toOtpPage = (notice: string) => void navigate('/verify-register-otp', { state: { email: address, from: origin, notice } });
    try {
      await authApi.resendOtp(address);
      toOtpPage(t('auth.otpSent'));
    } catch (caught) {
      // Too soon for another code: the one e-mailed a moment ago still works.
      if (caught instanceof ApiError && caught.status === TOO_MANY_REQUESTS) {
        toOtpPage(t('auth.useRecentCode'));
        return;
      }
      setError(messageOf(caught, t('auth.resendFailed')));
    }
  };

  // Someone already signed in has nothing to do here; send them on as a fresh sign-in would.
  if (signedIn && !busy) return <Navigate to={destinationAfterLogin(location.state, location.search)} replace />;

  return (
    <AuthCard title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('auth.title')}>
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
                  {t('auth.verifyNow')}
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        )}
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={missing.email}
          helperText={missing.email ? t('auth.emailRequired') : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setMissing((current) => ({ ...current, email: false }));
          }}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={missing.password}
          helperText={missing.password ? t('auth.passwordRequired') : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setMissing((current) => ({ ...current, password: false }));
          }}
        />
        <Link component={RouterLink} to="/forgot-password" alignSelf="flex-end" variant="body2">
          {t('auth.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('auth.loggingIn') : t('auth.logIn')}
        </Button>
        <Typography variant="body2" textAlign="center">
          {t('auth.noAccount')}{' '}
          <Link component={RouterLink} to="/register" state={origin ? { from: origin } : undefined}>
            {t('auth.register')}
          </Link>
        </Typography>
        <Typography variant="body2" textAlign="center" color="text.secondary">
          {t('auth.kitchenStaff')} <Link href="/admin/login">{t('auth.adminLogin')}</Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
