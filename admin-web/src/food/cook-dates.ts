import type { MenuSchedule } from './food-types';

/** 'YYYY-MM-DD' moved by whole days, as calendar dates (no time zone can shift them). */
export function addDaysToCookDate(cookDate: string, days: number): string {
  const [year, month, day] = cookDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` comes first). */
export function daysBetweenCookDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The cook dates a dish is on, as the server counts them: a cancelled schedule frees its date. */
export function takenCookDates(schedules: Pick<MenuSchedule, 'cookDate' | 'status'>[]): string[] {
  const taken = schedules.filter((schedule) => schedule.status !== 'CANCELLED').map((schedule) => schedule.cookDate.slice(0, 10));
  return [...new Set(taken)].sort();
}

/** The first `count` days from `from` on (inclusive) that are not taken. */
export function nextFreeCookDates(taken: readonly string[], from: string, count: number): string[] {
  const free: string[] = [];
  for (let day = from; free.length < count; day = addDaysToCookDate(day, 1)) {
    if (!taken.includes(day)) free.push(day);
  }
  return free;
}
