import type { MenuSchedule } from './food-types';

/**
 * The latest cook date (today or later) among a dish's schedules, or null when it may be scheduled.
 * Mirrors the server's rule so the admin hears about the block before filling the form;
 * the server still answers 409 if the list was stale.
 */
export function scheduledUntil(schedules: Pick<MenuSchedule, 'cookDate'>[], today: string): string | null {
  const current = schedules.map((schedule) => schedule.cookDate.slice(0, 10)).filter((cookDate) => cookDate >= today);
  if (current.length === 0) return null;
  return current.reduce((latest, cookDate) => (cookDate > latest ? cookDate : latest));
}
