import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { kitchenWallClockAsUtc } from '../lib/format';
import { dayjs } from '../lib/kitchen-dayjs';

/** The zone every picker is given: its values are kitchen wall-clock times carried as UTC. */
export const PICKER_ZONE = 'UTC';

/**
 * AdapterDayjs whose "now" is the kitchen's wall clock. The pickers carry kitchen wall-clock times in UTC, so no
 * daylight saving or historical offset (Kolkata's +05:53 of the 1880s, met while a year is half typed) can shift a
 * day. Left alone, their "today" and disablePast would then be UTC's day, a day behind Kolkata before 05:30.
 */
export class KitchenClockAdapter extends AdapterDayjs {
  constructor(...options: ConstructorParameters<typeof AdapterDayjs>) {
    super(...options);
    const anyDate = this.date;
    const date = (value?: string | null, timezone?: string) =>
      value === undefined && timezone === PICKER_ZONE ? dayjs.utc(kitchenWallClockAsUtc()) : anyDate(value, timezone);
    this.date = date as unknown as AdapterDayjs['date'];
  }
}
