import { useTranslation } from '../i18n/use-translation';
import TextField from '@mui/material/TextField';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import '../i18n/sections/profile';

/**
 * A value shown in a form that the person cannot change here (e-mail, role). It looks like checkout's disabled
 * e-mail (grey fill, lock, a line saying so) yet stays focusable and readable: its text keeps full contrast and
 * can be selected and copied.
 */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      helperText={t('profile.readOnly')}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <LockOutlinedIcon fontSize="small" aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
      sx={{
        '& .MuiInputBase-root': { bgcolor: 'grey.100', color: 'text.secondary' },
        '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
      }}
    />
  );
}
