import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WhatsAppConsentCheckbox } from '../../components/whatsapp-consent-checkbox';
import { ApiError, messageOf } from '../../lib/api-client';
import { useAuthStore } from '../../stores/auth-store';
import { AuthCard } from './auth-card';
import { authApi } from './auth-api';
import { destinationAfterLogin, rememberedOrigin } from './origin';
import {
  emptyRegisterValues,
  isValidPhone,
  normalisePhone,
  toRegisterPayload,
  validateRegister,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register-validation';
import '../../i18n/sections/register';

type TextFieldName = Exclude<RegisterField, 'acceptTerms' | 'newDrops' | 'whatsapp'>;

/** Labels and helpers are keys of the `register` messages. */
const TEXT_FIELDS: { field: TextFieldName; label: string; type: string; autoComplete: string; helper?: string }[] = [
  { field: 'name', label: 'fullName', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', helper: 'phoneHelper' },
  { field: 'password', label: 'password', type: 'password', autoComplete: 'new-password', helper: 'passwordHelper' },
  { field: 'confirmPassword', label: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const origin = rememberedOrigin(location.state, location.search);
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = useAuthStore((state) => Boolean(state.user && state.token));

  const edit = (field: RegisterField, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's error clears as soon as it is edited.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    const found = validateRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payload = toRegisterPayload(values);
    setBusy(true);
    try {
      await authApi.register(payload);
      void navigate('/verify-register-otp', {
        state: { email: payload.email, name: payload.name, from: origin, notice: t('register.success') },
      });
    } catch (caught) {
      setServerError(messageOf(caught, t('register.failed')));
      if (caught instanceof ApiError) {
        const fieldErrors: RegisterErrors = {};
        for (const { field, message } of caught.errors ?? []) {
          if (field in emptyRegisterValues) fieldErrors[field as RegisterField] = message;
        }
        setErrors(fieldErrors);
      }
    } finally {
      setBusy(false);
    }
  };

  if (signedIn) return <Navigate to={destinationAfterLogin(location.state, location.search)} replace />;

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('register.register')}>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        {TEXT_FIELDS.map(({ field, label, type, autoComplete, helper }) => (
          <TextField
            key={field}
            id={`register-${field}`}
            name={field}
            label={t(`register.${label}`)}
            type={type}
            autoComplete={autoComplete}
            required
            value={values[field]}
            onChange={(event: ChangeEvent<HTMLInputElement>) => edit(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errors[field] ?? (helper && t(`register.${helper}`))}
            slotProps={{ formHelperText: { role: errors[field] ? 'alert' : undefined } }}
          />
        ))}
        <FormControl error={Boolean(errors.acceptTerms)} required>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.acceptTerms}
                onChange={(event) => edit('acceptTerms', event.target.checked)}
                slotProps={{ input: { 'aria-describedby': errors.acceptTerms ? 'register-terms-error' : undefined } }}
              />
            }
            label={t('register.terms')}
          />
          {errors.acceptTerms && (
            <FormHelperText id="register-terms-error" role="alert">
              {errors.acceptTerms}
            </FormHelperText>
          )}
        </FormControl>
        <FormControl>
          <FormControlLabel
            control={<Checkbox checked={values.newDrops} onChange={(event) => edit('newDrops', event.target.checked)} />}
            label={t('register.newDrops')}
          />
        </FormControl>
        <WhatsAppConsentCheckbox
          id="register-whatsapp"
          phone={isValidPhone(values.phone) ? normalisePhone(values.phone) : null}
          checked={values.whatsapp}
          onChange={(checked) => edit('whatsapp', checked)}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t('register.registering') : t('register.register')}
        </Button>
        <Typography variant="body2" textAlign="center">
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" state={origin ? { from: origin } : undefined}>
            {t('register.logIn')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
