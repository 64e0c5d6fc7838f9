import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptKitchenTimeZone, kitchenWallClockAsUtc } from '../lib/format';
import { KitchenClockAdapter, PICKER_ZONE } from './kitchen-clock-adapter';

describe("the pickers' clock", () => {
  afterEach(() => {
    vi.useRealTimers();
    adoptKitchenTimeZone('Asia/Kolkata');
  });

  it("carries the kitchen's wall clock as UTC", () => {
    const instant = new Date('2026-11-23T20:00:00Z');
    expect(kitchenWallClockAsUtc(instant, 'Asia/Kolkata').toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(kitchenWallClockAsUtc(instant, 'America/New_York').toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it("gives the kitchen's today as the pickers' now, a day ahead of UTC after midnight in Kolkata", () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T20:00:00Z') });
    const adapter = new KitchenClockAdapter({ locale: 'en-in' });
    expect(adapter.date(undefined, PICKER_ZONE).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 01:30');
    adoptKitchenTimeZone('America/New_York');
    expect(adapter.date(undefined, PICKER_ZONE).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 15:00');
  });

  it('reads given values as before', () => {
    const adapter = new KitchenClockAdapter({ locale: 'en-in' });
    expect(adapter.date('2026-11-24T10:00', PICKER_ZONE).format('DD/MM/YYYY HH:mm')).toBe('24/11/2026 10:00');
    expect(adapter.date(null, PICKER_ZONE)).toBeNull();
  });
});
