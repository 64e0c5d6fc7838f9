import { decideAvailability, ScheduleFacts } from './menu-availability';

const now = new Date('2026-11-22T08:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const schedule = (id: number, cutoffOffsetMs: number, availableQty: number, cookDate = '2026-11-23', heldQty = 0): ScheduleFacts => ({
  id,
  cookDate,
  orderCutoffAt: at(cutoffOffsetMs),
  availableQty,
  heldQty,
});

describe('decideAvailability', () => {
  it('says the portions are in carts, not sold out, while customers hold the last ones', () => {
    const result = decideAvailability(true, [schedule(1, 60_000, 0, '2026-11-23', 2)], now);
    expect(result).toMatchObject({ state: 'ALL_IN_CARTS', orderable: false });
    expect(decideAvailability(true, [schedule(1, 60_000, 0, '2026-11-23', 0)], now).state).toBe('OUT_OF_STOCK');
  });

  it('says Not available for an inactive dish whatever its schedules', () => {
    expect(decideAvailability(false, [schedule(1, 60_000, 5)], now)).toEqual({ state: 'NOT_AVAILABLE', orderable: false });
  });

  it('says not scheduled yet for an active dish without schedules', () => {
    expect(decideAvailability(true, [], now).state).toBe('NOT_SCHEDULED');
  });

  it('is available with one portion left and a cutoff one second ahead', () => {
    const result = decideAvailability(true, [schedule(1, 1000, 1)], now);
    expect(result).toMatchObject({ state: 'AVAILABLE', orderable: true, schedule: { id: 1 } });
  });

  it('is out of stock with no portions left before the cutoff', () => {
    expect(decideAvailability(true, [schedule(1, 1000, 0)], now)).toMatchObject({ state: 'OUT_OF_STOCK', orderable: false });
  });

  it('is closed once the cutoff is reached', () => {
    expect(decideAvailability(true, [schedule(1, 0, 5)], now)).toMatchObject({ state: 'ORDER_CLOSED', orderable: false });
    expect(decideAvailability(true, [schedule(1, -1000, 5)], now).state).toBe('ORDER_CLOSED');
  });

  it('prefers the next open schedule over an earlier sold-out or closed one', () => {
    const schedules = [schedule(1, -1000, 5, '2026-11-22'), schedule(2, 60_000, 0), schedule(3, 120_000, 4, '2026-11-24')];
    expect(decideAvailability(true, schedules, now)).toMatchObject({ state: 'AVAILABLE', schedule: { id: 3 } });
  });

  it('shows the latest closed schedule when none is ahead', () => {
    const schedules = [schedule(2, -1000, 3, '2026-11-22'), schedule(1, -60_000, 0, '2026-11-22')];
    expect(decideAvailability(true, schedules, now)).toMatchObject({ state: 'ORDER_CLOSED', schedule: { id: 2 } });
  });
});
