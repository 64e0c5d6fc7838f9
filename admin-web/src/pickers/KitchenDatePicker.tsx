import { useEffect, useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { SxProps, Theme } from '@mui/material';
import { calendarDayToDayjs, dayjsToCalendarDay, KITCHEN_DATE_FORMAT, KITCHEN_TOOLBAR_FORMAT, type Dayjs } from '../lib/kitchen-dayjs';
import { PICKER_ZONE } from './kitchen-clock-adapter';
import { DESKTOP_PICKER_QUERY, KitchenPickersProvider } from './KitchenPickersProvider';

export interface KitchenDatePickerProps {
  label: string;
  name: string;
  /** 'YYYY-MM-DD', or '' for no day. */
  value: string;
  /** Called with 'YYYY-MM-DD' for a whole day, '' when the field is emptied; not while a day is half typed. */
  onChange: (value: string) => void;
  required?: boolean;
  disablePast?: boolean;
  /** Days ('YYYY-MM-DD') that cannot be chosen: greyed in the calendar, and the field marked invalid if typed. */
  disabledDays?: readonly string[];
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A calendar day picked and shown as dd/mm/yyyy, with 'today' on the kitchen's clock. */
export function KitchenDatePicker({
  label,
  name,
  value,
  onChange,
  required,
  disablePast,
  disabledDays,
  fullWidth,
  size,
  sx,
}: KitchenDatePickerProps) {
  const [draft, setDraft] = useState<Dayjs | null>(() => calendarDayToDayjs(value));
  const emitted = useRef(value);

  // Follows changes made outside (a reset, cleared filters), never an echo of our own: that would replace the
  // sections the admin is typing in.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setDraft(calendarDayToDayjs(value));
    }
  }, [value]);

  const change = (next: Dayjs | null) => {
    setDraft(next);
    const day = dayjsToCalendarDay(next);
    // A half-typed day changes nothing outside; an emptied field does.
    if (day === '' && next !== null) return;
    emitted.current = day;
    onChange(day);
  };

  return (
    <KitchenPickersProvider>
      <DatePicker
        label={label}
        name={name}
        value={draft}
        onChange={change}
        timezone={PICKER_ZONE}
        format={KITCHEN_DATE_FORMAT}
        disablePast={disablePast}
        shouldDisableDate={disabledDays && ((day) => disabledDays.includes(dayjsToCalendarDay(day)))}
        desktopModeMediaQuery={DESKTOP_PICKER_QUERY}
        sx={sx}
        // Filled, as react-admin's theme draws every other field; the phone dialog's heading day first, as en-IN writes it.
        slotProps={{ toolbar: { toolbarFormat: KITCHEN_TOOLBAR_FORMAT }, textField: { required, fullWidth, size, variant: 'filled' } }}
      />
    </KitchenPickersProvider>
  );
}
