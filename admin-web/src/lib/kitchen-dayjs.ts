import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/en-in';

// The pickers hold wall-clock times in dayjs's UTC mode (see kitchen-clock-adapter.ts).
dayjs.extend(utc);

export { dayjs, type Dayjs };

/** How the console's date fields read: en-IN day first, as the rest of the console writes dates. */
export const KITCHEN_DATE_FORMAT = 'DD/MM/YYYY';
/** With the time on a 12-hour clock and lower-case am/pm, as formatDateTime shows times. */
export const KITCHEN_DATE_TIME_FORMAT = 'DD/MM/YYYY hh:mm a';

/** The heading of a picker's phone dialog: 'Wed, 25 Nov'. */
export const KITCHEN_TOOLBAR_FORMAT = 'ddd, D MMM';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** A field shows year 0002 while '2026' is being typed into it: such a day is still being typed, not chosen. */
const FIRST_WHOLE_YEAR = 1900;

function isWhole(value: Dayjs | null): value is Dayjs {
  return !!value && value.isValid() && value.year() >= FIRST_WHOLE_YEAR;
}

/** 'YYYY-MM-DD' -> that day for a picker; null for anything else. */
export function calendarDayToDayjs(value: string | null | undefined): Dayjs | null {
  return value && CALENDAR_DAY.test(value) ? dayjs.utc(value) : null;
}

/** A picker's day back as 'YYYY-MM-DD'; '' while empty or half typed. */
export function dayjsToCalendarDay(value: Dayjs | null): string {
  return isWhole(value) ? value.utc().format('YYYY-MM-DD') : '';
}

/** 'YYYY-MM-DDTHH:mm' on the kitchen's clock (what localInputToIso reads) -> that wall time for a picker; null for anything else. */
export function wallClockToDayjs(value: string | null | undefined): Dayjs | null {
  return value && WALL_CLOCK.test(value) ? dayjs.utc(value) : null;
}

/** A picker's wall time back as 'YYYY-MM-DDTHH:mm'; '' while empty or half typed. */
export function dayjsToWallClock(value: Dayjs | null): string {
  return isWhole(value) ? value.utc().format('YYYY-MM-DDTHH:mm') : '';
}
