import { useInput, type InputProps } from 'react-admin';
import { KitchenDatePicker } from './KitchenDatePicker';

interface KitchenDateInputProps extends Pick<InputProps, 'source' | 'alwaysOn'> {
  label: string;
}

/**
 * react-admin's DateInput with the kitchen's dd/mm/yyyy picker: the form (and so a list filter) still holds
 * 'YYYY-MM-DD', exactly as DateInput's native field gave it, and '' when emptied.
 */
export function KitchenDateInput({ source, label }: KitchenDateInputProps) {
  const { field } = useInput({ source });
  return (
    <KitchenDatePicker
      label={label}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      size="small"
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );
}
