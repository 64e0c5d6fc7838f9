import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The form's text for a limit: '' for none. */
export function limitInput(limit: number | null | undefined): string {
  return limit == null ? '' : String(limit);
}

/** What the server takes: null for an empty field (no limit), else the number typed. */
export function limitValue(input: string): number | null {
  return input.trim() === '' ? null : Number(input);
}

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
