import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf } from '../../lib/api-client';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { RESET_MESSAGES, normaliseIdentifier } from './forgot-password';
import { validateRegisterField, type RegisterValues } from './register-validation';
import '../../i18n/sections/auth';
import '../../i18n/sections/resetPassword';

interface ResetValues {
  identifier: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

type ResetErrors = Partial<Record<keyof ResetValues, string>>;

function validateReset(values: ResetValues): ResetErrors {
  // The new password follows the registration rules, with the same messages.
  const asRegistration: RegisterValues = {
    name: '',
    email: '',
    phone: '',
    password: values.newPassword,
    confirmPassword: values.confirmPassword,
    acceptTerms: true,
    newDrops: false,
    whatsapp: false,
  };
  const errors: ResetErrors = {
    identifier: values.identifier.trim() ? undefined : RESET_MESSAGES.identifierRequired,
    code: values.code.trim() ? undefined : RESET_MESSAGES.codeRequired,
    newPassword: validateRegisterField('password', asRegistration),
    confirmPassword: validateRegisterField('confirmPassword', asRegistration),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message));
}

function readState(state: unknown): { identifier?: string; sent?: boolean } {
  return state && typeof state === 'object' ? state : {};
}

/** Labels are message keys. */
const FIELDS: { field: keyof ResetValues; label: string; type: string; autoComplete: string }[] = [
  { field: 'identifier', label: 'auth.emailOrPhone', type: 'text', autoComplete: 'username' },
  { field: 'code', label: 'resetPassword.code', type: 'text', autoComplete: 'one-time-code' },
  { field: 'newPassword', label: 'resetPassword.newPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'resetPassword.confirmPassword', type: 'password', autoComplete: 'new-password' },
];

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const remembered = readState(location.state);
  const [values, setValues] = useState<ResetValues>({
    identifier: remembered.identifier ?? new URLSearchParams(location.search).get('identifier') ?? '',
    code: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof ResetValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const found = validateReset(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await authApi.resetPassword(normaliseIdentifier(values.identifier), values.code.trim(), values.newPassword);
      void navigate('/login', { replace: true, state: { notice: RESET_MESSAGES.resetDone } });
    } catch (caught) {
      setError(messageOf(caught, RESET_MESSAGES.resetFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('resetPassword.title')}>
        {remembered.sent && !error && (
          <Alert severity="success" role="status">
            <AlertTitle>{t('resetPassword.sentTitle')}</AlertTitle>
            {t('resetPassword.sentText', { identifier: remembered.identifier })}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {FIELDS.map(({ field, label, type, autoComplete }) => (
          <TextField
            key={field}
            name={field}
            label={t(label)}
            type={type}
            autoComplete={autoComplete}
            required
            value={values[field]}
            onChange={(event) => edit(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            slotProps={{
              formHelperText: { role: errors[field] ? 'alert' : undefined },
              htmlInput: field === 'code' ? { inputMode: 'numeric' } : undefined,
            }}
          />
        ))}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('resetPassword.saving') : t('resetPassword.reset')}
        </Button>
        <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            {t('resetPassword.newCode')}
          </Link>
          <Link component={RouterLink} to="/login" variant="body2">
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
