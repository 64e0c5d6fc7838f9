import type { ScheduleStatus } from '../lib/api-types';

export type { MenuItem, MenuSchedule, ScheduleStatus } from '../lib/api-types';

export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['PUBLISHED', 'DRAFT', 'CANCELLED'];

export type DateFilter = 'all' | 'today' | 'upcoming';
