import { describe, expect, it } from 'vitest';
import { scheduledUntil } from './scheduling-block';

describe('scheduledUntil', () => {
  it('is null when every schedule has passed', () => {
    expect(scheduledUntil([{ cookDate: '2026-11-20' }, { cookDate: '2026-11-21' }], '2026-11-22')).toBeNull();
  });

  it('gives the latest cook date from today on', () => {
    const schedules = [{ cookDate: '2026-11-22' }, { cookDate: '2026-11-25' }, { cookDate: '2026-11-01' }];
    expect(scheduledUntil(schedules, '2026-11-22')).toBe('2026-11-25');
  });
});
