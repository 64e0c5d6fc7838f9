import { useInput, type InputProps } from 'react-admin';
import { isoToLocalInput, localInputToIso } from '../lib/format';
import { KitchenDateTimePicker } from './KitchenDateTimePicker';

interface KitchenPickupInputProps extends Pick<InputProps, 'source' | 'alwaysOn'> {
  label: string;
}

/**
 * A list filter on one pickup time (a slot's start), picked on the kitchen's clock; the filter holds the ISO instant
 * the server compares with, and nothing while the field is empty or half typed.
 */
export function KitchenPickupInput({ source, label }: KitchenPickupInputProps) {
  const { field } = useInput({ source });
  return (
    <KitchenDateTimePicker
      label={label}
      name={field.name}
      value={isoToLocalInput(typeof field.value === 'string' ? field.value : '')}
      onChange={(value) => field.onChange(value ? localInputToIso(value) : '')}
    />
  );
}
