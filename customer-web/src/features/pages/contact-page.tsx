import { useTranslation } from '../../i18n/use-translation';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError, apiWithMessage, messageOf } from '../../lib/api-client';
import { useAuthStore } from '../../stores/auth-store';
import { CONTACT_MESSAGES, toContactPayload, validateContact, type ContactErrors, type ContactValues } from './contact-form';
import { StaticPage } from './static-page';
import '../../i18n/sections/pages';

const FIELDS: { field: keyof ContactValues; labelKey: string; type: string; autoComplete: string; required: boolean }[] = [
  { field: 'name', labelKey: 'pages.contact.name', type: 'text', autoComplete: 'name', required: true },
  { field: 'email', labelKey: 'pages.contact.email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', labelKey: 'pages.contact.phone', type: 'tel', autoComplete: 'tel', required: false },
];

export function ContactPage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const [values, setValues] = useState<ContactValues>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    message: '',
  });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof ContactValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    setFailure(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await apiWithMessage.post<unknown>('/contact', toContactPayload(values));
      setSent(answer.message || CONTACT_MESSAGES.sent);
      setValues((current) => ({ ...current, message: '' }));
    } catch (caught) {
      setFailure(messageOf(caught, CONTACT_MESSAGES.failed));
      if (caught instanceof ApiError) {
        const fieldErrors: ContactErrors = {};
        for (const { field, message } of caught.errors) {
          if (field in values) fieldErrors[field as keyof ContactValues] = message;
        }
        setErrors(fieldErrors);
      }
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field, event.target.value),
    error: Boolean(errors[field]),
    helperText: errors[field],
    slotProps: { formHelperText: { role: errors[field] ? 'alert' : undefined } },
  });

  return (
    <StaticPage title={t('pages.contact.title')} lead={t('pages.contact.lead')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('pages.contact.form')}>
          {sent && (
            <Alert severity="success" role="status">
              {sent}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          {FIELDS.map(({ field, labelKey, type, autoComplete, required }) => (
            <TextField key={field} label={t(labelKey)} type={type} autoComplete={autoComplete} required={required} {...fieldProps(field)} />
          ))}
          <TextField label={t('pages.contact.message')} required multiline minRows={4} {...fieldProps('message')} />
          <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {busy ? t('pages.contact.sending') : t('pages.contact.send')}
          </Button>
        </Stack>
      </Paper>
    </StaticPage>
  );
}
