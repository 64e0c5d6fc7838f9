import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { currentLocale } from '../../i18n/i18n';
import type { TiffinPickupSlot } from '../../lib/api-types';
import { clockRange } from './tiffin-format';

/** A plan's pickup slots as radio buttons, each a bordered tile that shows when it is chosen. */
export function PickupSlotChoice({
  slots,
  value,
  onChange,
  labelledBy,
}: {
  slots: TiffinPickupSlot[];
  value: string;
  onChange: (from: string) => void;
  labelledBy?: string;
}) {
  const locale = currentLocale();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {slots.map((slot) => (
        <FormControlLabel
          key={slot.from}
          value={slot.from}
          control={<Radio size="small" />}
          label={clockRange(slot.from, slot.to, locale)}
          sx={{
            m: 0,
            pr: 1.5,
            border: 1,
            borderRadius: 2,
            borderColor: slot.from === value ? 'primary.main' : 'divider',
            '& .MuiFormControlLabel-label': { fontWeight: slot.from === value ? 700 : 400, whiteSpace: 'nowrap' },
          }}
        />
      ))}
    </RadioGroup>
  );
}
