import { useEffect, useRef, useState } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { dayjsToWallClock, KITCHEN_DATE_TIME_FORMAT, KITCHEN_TOOLBAR_FORMAT, wallClockToDayjs, type Dayjs } from '../lib/kitchen-dayjs';
import { PICKER_ZONE } from './kitchen-clock-adapter';
import { DESKTOP_PICKER_QUERY, KitchenPickersProvider } from './KitchenPickersProvider';

export interface KitchenDateTimePickerProps {
  label: string;
  name: string;
  /** 'YYYY-MM-DDTHH:mm' on the kitchen's clock (what localInputToIso reads), or ''. */
  value: string;
  /** Called with 'YYYY-MM-DDTHH:mm' on the kitchen's clock, or '' while the field is empty or half typed. */
  onChange: (value: string) => void;
  required?: boolean;
  fullWidth?: boolean;
}

/** A date and time picked and shown as dd/mm/yyyy hh:mm am, on the kitchen's clock whatever the browser's zone. */
export function KitchenDateTimePicker({ label, name, value, onChange, required, fullWidth }: KitchenDateTimePickerProps) {
  const [draft, setDraft] = useState<Dayjs | null>(() => wallClockToDayjs(value));
  const emitted = useRef(value);

  // Follows changes made outside (the form's reset), never an echo of our own: that would replace the sections
  // the admin is typing in.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(wallClockToDayjs(value));
    }
  }, [value]);

  const change = (next: Dayjs | null) => {
    setDraft(next);
    emitted.current = dayjsToWallClock(next);
    onChange(emitted.current);
  };

  return (
    <KitchenPickersProvider>
      <DateTimePicker
        label={label}
        name={name}
        value={draft}
        onChange={change}
        timezone={PICKER_ZONE}
        format={KITCHEN_DATE_TIME_FORMAT}
        ampm
        desktopModeMediaQuery={DESKTOP_PICKER_QUERY}
        // Filled, as react-admin's theme draws every other field; the phone dialog's heading day first, as en-IN writes it.
        slotProps={{ toolbar: { toolbarFormat: KITCHEN_TOOLBAR_FORMAT }, textField: { required, fullWidth, variant: 'filled' } }}
      />
    </KitchenPickersProvider>
  );
}
