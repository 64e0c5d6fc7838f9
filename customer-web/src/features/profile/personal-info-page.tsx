import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatPhone } from '@home-kitchen/api';
import { ApiError, messageOf } from '../../lib/api-client';
import { useAuthStore, type User } from '../../stores/auth-store';
import { toast } from '../../stores/toast-store';
// Phone rules are shared with registration on purpose: a profile edit must store the same form.
import { isValidPhone, normalisePhone } from '../../lib/phone';
import { ReadOnlyField } from '../../components/read-only-field';
import { SectionHeading } from './section-heading';
import '../../i18n/sections/personalInfo';

type EditableField = 'name' | 'phone';

/** What the fields show: the phone grouped for reading (+91 98765 43210); saving stores its digits again. */
function draftOf(user: User | null): Record<EditableField, string> {
  return { name: user?.name ?? '', phone: formatPhone(user?.phone) };
}

export function PersonalInfoPage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const loadProfile = useAuthStore((state) => state.loadProfile);
  const updateProfile = useAuthStore((state) => state.updateProfile);
  const [draft, setDraft] = useState(() => draftOf(user));
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // Fields the person has typed in since the last save; a profile arriving late must not overwrite them.
  const edited = useRef(new Set<EditableField>());

  const showProfile = useCallback((fresh: User) => {
    const loaded = draftOf(fresh);
    setDraft((current) => ({
      name: edited.current.has('name') ? current.name : loaded.name,
      phone: edited.current.has('phone') ? current.phone : loaded.phone,
    }));
  }, []);

  const edit = (field: EditableField, value: string) => {
    edited.current.add(field);
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'phone') setPhoneError(null);
  };

  useEffect(() => {
    loadProfile()
      .then((fresh) => fresh && showProfile(fresh))
      .catch(() => setLoadFailed(true));
  }, [loadProfile, showProfile]);

  const save = async (field: EditableField) => {
    const typed = draft[field].trim();
    if (!user) return;
    // A blank value on blur is not saved; the saved value comes back instead.
    if (!typed) {
      edited.current.delete(field);
      setDraft((current) => ({ ...current, [field]: draftOf(user)[field] }));
      return;
    }
    if (field === 'phone' && !isValidPhone(typed)) {
      setPhoneError(t('personalInfo.phoneInvalid'));
      return;
    }
    const value = field === 'phone' ? normalisePhone(typed) : typed;
    if (value === (user[field] ?? '')) return;
    try {
      const saved = await updateProfile({ [field]: value });
      edited.current.delete(field);
      setDraft((current) => ({ ...current, [field]: draftOf(saved)[field] }));
      toast.success(t('personalInfo.updated'));
    } catch (caught) {
      // A refusal from the server and a failed call read differently.
      const refused = caught instanceof ApiError && caught.status > 0;
      toast.error(refused ? messageOf(caught, t('personalInfo.updateFailed')) : t('personalInfo.updateError'));
    }
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      const fresh = await loadProfile(true);
      if (fresh) {
        edited.current.clear();
        setDraft(draftOf(fresh));
        setLoadFailed(false);
        setPhoneError(null);
        toast.success(t('personalInfo.refreshed'));
      }
    } catch {
      toast.error(t('personalInfo.loadFailed'));
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <SectionHeading
        title={t('personalInfo.title')}
        action={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={refreshing}>
            {t('personalInfo.refresh')}
          </Button>
        }
      />
      {loadFailed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('personalInfo.loadFailed')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
        <Stack spacing={2.5} component="form" aria-label={t('personalInfo.form')} onSubmit={(event) => event.preventDefault()}>
          <TextField
            label={t('personalInfo.fullName')}
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => edit('name', event.target.value)}
            onBlur={() => save('name')}
            helperText={t('personalInfo.savedOnLeave')}
          />
          <TextField
            label={t('personalInfo.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(event) => edit('phone', event.target.value)}
            onBlur={() => save('phone')}
            error={Boolean(phoneError)}
            helperText={phoneError ?? t('personalInfo.savedOnLeave')}
            slotProps={{ formHelperText: { role: phoneError ? 'alert' : undefined } }}
          />
          <ReadOnlyField label={t('personalInfo.email')} value={user?.email ?? ''} />
          <ReadOnlyField
            label={t('personalInfo.role')}
            value={user ? t(`personalInfo.roles.${user.role}`, { defaultValue: user.role }) : ''}
          />
        </Stack>
      </Paper>
    </>
  );
}
