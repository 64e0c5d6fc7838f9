import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { KitchenClockAdapter } from './kitchen-clock-adapter';

/**
 * Gives the pickers their date library (dayjs on the kitchen's clock) and India's English: weeks start on Monday.
 * Each picker brings its own, so the pickers' code loads only with the pages that use them.
 */
export function KitchenPickersProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={KitchenClockAdapter} adapterLocale="en-in">
      {children}
    </LocalizationProvider>
  );
}

/**
 * A dialog on phones and touch screens narrower than `sm`, a pop-up under the field elsewhere. MUI's default asks
 * only for a fine pointer, which a laptop-sized window on a phone-width viewport would still get.
 */
export const DESKTOP_PICKER_QUERY = '@media (pointer: fine) and (min-width: 600px)';
