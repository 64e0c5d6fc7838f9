import { MenuItem as SelectOption, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SLOT_LENGTHS } from './slot-lengths';

/** The slot lengths the server accepts, as a select ('15 min'); the value is the minutes as text. */
export function SlotLengthSelect({
  name,
  value,
  onChange,
  sx,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('hk.pickupSlots.slotMinutes')}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
    >
      {SLOT_LENGTHS.map((length) => (
        <SelectOption key={length} value={String(length)}>
          {translate('hk.pickupSlots.minutes', { count: length })}
        </SelectOption>
      ))}
    </TextField>
  );
}
