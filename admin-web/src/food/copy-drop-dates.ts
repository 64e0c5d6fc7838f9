/** 'YYYY-MM-DD' moved by whole days, as calendar dates (no time zone can shift them). */
export function addDaysToCookDate(cookDate: string, days: number): string {
  const [year, month, day] = cookDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
