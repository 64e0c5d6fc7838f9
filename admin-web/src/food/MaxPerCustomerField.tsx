import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The most portions one customer may buy from a cook date; empty means no limit. */
export function MaxPerCustomerField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('hk.food.maxPerCustomer')}
      name="maxPerCustomer"
      type="number"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={translate('hk.food.maxPerCustomerHelp')}
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );
}
