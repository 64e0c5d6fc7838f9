import type { Schemas } from '@home-kitchen/api';

export type TiffinPlan = Schemas['AdminTiffinPlanDto'];
export type TiffinPlanInput = Schemas['TiffinPlanInputDto'];
export type TiffinPlanMeal = Schemas['TiffinPlanMealDto'];
export type TiffinMealTime = TiffinPlan['meal'];
export type TiffinPeriod = TiffinPlan['periods'][number];
export type PickupSlot = TiffinPlan['pickupSlots'][number];

export const MEAL_TIMES: readonly TiffinMealTime[] = ['LUNCH', 'DINNER'];
export const TIFFIN_PERIODS: readonly TiffinPeriod[] = ['WEEK', 'FOUR_WEEKS', 'MONTH'];
/** ISO days of the week, 1 Monday … 7 Sunday, as the server counts them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_NAMES = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const LONG_DAY_NAMES = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function weekdayName(day: number): string {
  return LONG_DAY_NAMES[day] ?? '';
}

/**
 * A plan's days as a kitchen says them: 'Mon–Fri', 'Mon, Wed, Fri', 'Mon–Wed, Sat', 'Every day'. Three or more days
 * in a row read as a range; two stay a list ('Sat, Sun').
 */
export function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 7) return 'Every day';
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${DAY_NAMES[run[0]]}–${DAY_NAMES[run.at(-1)!]}`] : run.map((day) => DAY_NAMES[day])))
    .join(', ');
}

/** 'HH:MM' on the kitchen's clock in words: '20:00' -> '8 pm', '12:30' -> '12:30 pm', '12:00' -> 'noon'; '' if not a time. */
export function timeOfDayText(time: string | null | undefined): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  if (!match) return '';
  const hour = Number(match[1]);
  const minutes = match[2];
  if (minutes === '00' && hour === 0) return 'midnight';
  if (minutes === '00' && hour === 12) return 'noon';
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${clockHour}${minutes === '00' ? '' : `:${minutes}`} ${hour < 12 ? 'am' : 'pm'}`;
}

/** '12:30'–'14:00' -> '12:30 pm – 2 pm'. */
export function pickupWindowText(from: string, to: string): string {
  return `${timeOfDayText(from)} – ${timeOfDayText(to)}`;
}

/** The slot lengths a plan may cut its pickup window into, in minutes; 0 keeps the whole window as one slot. */
export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 240;

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The pickup window cut into slots of `slotMinutes`, the last one possibly shorter, as the server cuts it: for the
 * plan form to show the slots while they are typed, before the server answers them as `pickupSlots`.
 */
export function pickupSlotsOf(pickupFrom: string, pickupTo: string, slotMinutes: number): PickupSlot[] {
  const start = minutesOf(pickupFrom);
  const end = minutesOf(pickupTo);
  if (slotMinutes <= 0 || end <= start) return [{ from: pickupFrom, to: pickupTo }];
  const slots: PickupSlot[] = [];
  for (let from = start; from < end; from += slotMinutes) slots.push({ from: timeOf(from), to: timeOf(Math.min(from + slotMinutes, end)) });
  return slots;
}

/** Slots in words: '12:30 pm – 1 pm, 1 pm – 1:30 pm'. */
export function pickupSlotsText(slots: readonly PickupSlot[]): string {
  return slots.map((slot) => pickupWindowText(slot.from, slot.to)).join(', ');
}

/** How many days before the cook date, in words: 'the same day', 'the day before', '2 days before'. */
export function daysBeforeText(daysBefore: number): string {
  if (daysBefore === 0) return 'the same day';
  if (daysBefore === 1) return 'the day before';
  return `${daysBefore} days before`;
}

/** The skip cutoff in words: 1 and '20:00' -> '8 pm the day before'; 0 and '09:30' -> '9:30 am the same day'. */
export function skipCutoffText(daysBefore: number, time: string): string {
  return `${timeOfDayText(time)} ${daysBeforeText(daysBefore)}`;
}

/** The ISO day of the week (1 Monday … 7 Sunday) of a calendar day 'YYYY-MM-DD'. */
export function isoWeekdayOf(cookDate: string): number {
  const [year, month, day] = cookDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** What the plan's-dish picker needs of a schedule. */
export interface ServableSchedule {
  id: number;
  cookDate: string;
  menuName: string;
  availableQty: number;
  status: string;
}

/**
 * The schedules a plan can serve, by cook date (earliest first): those on the plan's days of the week and not
 * cancelled, as the server accepts them.
 */
export function servableSchedulesByDate<Schedule extends ServableSchedule>(
  schedules: readonly Schedule[],
  weekdays: readonly number[],
): Map<string, Schedule[]> {
  const byDate = new Map<string, Schedule[]>();
  const servable = schedules
    .filter((schedule) => schedule.status !== 'CANCELLED' && weekdays.includes(isoWeekdayOf(schedule.cookDate)))
    .sort((a, b) => a.cookDate.localeCompare(b.cookDate) || a.menuName.localeCompare(b.menuName));
  for (const schedule of servable) {
    const day = schedule.cookDate.slice(0, 10);
    byDate.set(day, [...(byDate.get(day) ?? []), schedule]);
  }
  return byDate;
}
