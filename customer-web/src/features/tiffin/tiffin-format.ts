import { weekdayRuns } from './tiffin-rules';

/** 'Mon' for ISO weekday 1, in the visitor's language (1 January 2024 was a Monday). */
export function weekdayName(weekday: number, locale: string, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/** The plan's days, three or more in a row written as a range: 'Mon–Fri', 'Mon, Wed, Fri'. */
export function weekdaysText(weekdays: number[], locale: string): string {
  return weekdayRuns(weekdays)
    .flatMap((run) =>
      run.length >= 3
        ? [`${weekdayName(run[0], locale)}–${weekdayName(run[run.length - 1], locale)}`]
        : run.map((day) => weekdayName(day, locale)),
    )
    .join(', ');
}

/** A kitchen clock time 'HH:MM' in the site's 12-hour form: '20:00' → '8:00 pm'. */
export function clockTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

export function clockRange(from: string, to: string, locale: string): string {
  return `${clockTime(from, locale)} – ${clockTime(to, locale)}`;
}

/** The message key and values that say a plan's skip cutoff in words ('8:00 pm the day before'). */
export function cutoffWords(daysBefore: number, time: string, locale: string): { key: string; values: { time: string; count: number } } {
  const values = { time: clockTime(time, locale), count: daysBefore };
  if (daysBefore === 0) return { key: 'cutoff.sameDay', values };
  if (daysBefore === 1) return { key: 'cutoff.dayBefore', values };
  return { key: 'cutoff.daysBefore', values };
}
