import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { messageOf } from '../../lib/api-client';
import { userFromAuthAnswer } from '../../stores/auth-store';
import { signIn } from '../../stores/sign-in';
import { toast } from '../../stores/toast-store';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { destinationAfterLogin, rememberedOrigin } from './origin';
import { OtpInput } from './otp-input';
import { formatCountdown } from '../../lib/format';
import { RESEND_COUNTDOWN_SECONDS, isCompleteOtp } from './otp';
import { useCountdown } from './use-countdown';
import '../../i18n/sections/auth';
import '../../i18n/sections/verifyOtp';

interface VerifyState {
  email?: string;
  name?: string;
  from?: string | null;
  notice?: string;
}

const RESTART_DELAY_MS = 2200;
const OTP_ERROR_ID = 'otp-error';

function readState(state: unknown): VerifyState {
  return state && typeof state === 'object' ? state : {};
}

export function VerifyOtpPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { email, name, notice } = readState(location.state);
  const [restart, setRestart] = useState(false);

  useEffect(() => {
    if (email) return undefined;
    const timer = window.setTimeout(() => setRestart(true), RESTART_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email]);

  if (!email) {
    if (restart) return <Navigate to="/register" replace />;
    return (
      <AuthCard title={t('verifyOtp.title')}>
        <Alert severity="error" role="alert">
          {t('verifyOtp.startAgain')}
        </Alert>
      </AuthCard>
    );
  }
  return <VerifyOtpForm email={email} name={name} notice={notice} />;
}

function VerifyOtpForm({ email, name, notice }: { email: string; name?: string; notice?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(RESEND_COUNTDOWN_SECONDS);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInfo(null);
    if (!isCompleteOtp(otp)) {
      setError(t('verifyOtp.enterOtp'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await authApi.verifyEmail(email, otp, name);
      if (answer?.token) {
        await signIn(answer.token, userFromAuthAnswer(answer));
        toast.success(t('verifyOtp.verified'));
        void navigate(destinationAfterLogin(location.state), { replace: true });
      } else {
        void navigate('/login', {
          replace: true,
          state: { notice: t('verifyOtp.verifiedLogIn'), from: rememberedOrigin(location.state) },
        });
      }
    } catch (caught) {
      setError(messageOf(caught, t('verifyOtp.invalidOtp')));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setInfo(null);
    setResending(true);
    try {
      await authApi.resendOtp(email, name);
      setInfo(t('auth.otpSent'));
      setOtp('');
      countdown.restart();
    } catch (caught) {
      setError(messageOf(caught, t('auth.resendFailed')));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('verifyOtp.title')}
      subtitle={<Trans i18nKey="verifyOtp.subtitle" values={{ email }} components={{ strong: <strong /> }} />}
    >
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label={t('verifyOtp.title')}>
        {info && (
          <Alert severity="success" role="status">
            {info}
          </Alert>
        )}
        <OtpInput
          value={otp}
          onChange={(next) => {
            setOtp(next);
            setError(null);
          }}
          invalid={Boolean(error)}
          describedBy={error ? OTP_ERROR_ID : undefined}
          disabled={busy}
        />
        {error && (
          <Alert id={OTP_ERROR_ID} severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('verifyOtp.verifying') : t('verifyOtp.verify')}
        </Button>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="center" flexWrap="wrap">
          <Typography variant="body2" color="text.secondary">
            {t('verifyOtp.noCode')}
          </Typography>
          <Button variant="text" size="small" onClick={resend} disabled={countdown.secondsLeft > 0 || resending} aria-live="polite">
            {countdown.secondsLeft > 0 ? t('verifyOtp.resendIn', { time: formatCountdown(countdown.secondsLeft) }) : t('verifyOtp.resend')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
