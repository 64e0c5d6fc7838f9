import { HousekeepingService } from '../../src/jobs/housekeeping.service';
import { JobLock } from '../../src/jobs/job-lock.entity';
import { JobLockService } from '../../src/jobs/job-lock.service';
import { IdempotencyKey } from '../../src/orders/idempotency-key.entity';
import { createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

describe('jobs: one run across instances, and housekeeping', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
    // A second server instance on the same database, as when several run behind a load balancer.
    second = await startTestApp({}, first.database);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  afterEach(() => {
    first.clock.reset();
    second.clock.reset();
  });

  it('runs a task once when callers on two instances race for the same lease', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const callers = [first, second, first, second, first, second].map((t) => t.app.get(JobLockService).runExclusive('race', 60_000, task));
    const results = await Promise.all(callers);
    expect(runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps the lease until it expires, then lets the next caller take it', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    expect(await first.app.get(JobLockService).runExclusive('lease', 60_000, task)).toBe(true);
    expect(await second.app.get(JobLockService).runExclusive('lease', 60_000, task)).toBe(false);
    second.clock.advance(61_000);
    expect(await second.app.get(JobLockService).runExclusive('lease', 60_000, task)).toBe(true);
    expect(runs).toBe(2);
  });

  it('gives the lease back when the task fails, so the next tick can retry', async () => {
    const failing = first.app.get(JobLockService).runExclusive('flaky', 60_000, async () => {
      throw new Error('boom');
    });
    await expect(failing).rejects.toThrow('boom');
    expect(await second.app.get(JobLockService).runExclusive('flaky', 60_000, async () => undefined)).toBe(true);
    const lock = await first.dataSource.getRepository(JobLock).findOneByOrFail({ name: 'flaky' });
    expect(lock.lockedUntil.getTime()).toBeGreaterThan(Date.now());
  });

  it('purges idempotency keys past their expiry and keeps live ones', async () => {
    const { user } = await createUser(first);
    const keys = first.dataSource.getRepository(IdempotencyKey);
    const now = Date.now();
    const row = (key: string, expiresAt: number) =>
      keys.create({ userId: user.id, key, requestHash: 'x'.repeat(64), state: 'DONE', responseStatus: 201, responseBody: '{}', createdAt: new Date(now), expiresAt: new Date(expiresAt) });
    await keys.save([row('expired', now - 1000), row('live', now + 3_600_000)]);
    const purged = await first.app.get(HousekeepingService).purgeExpired();
    expect(purged.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect((await keys.findBy({ userId: user.id })).map((key) => key.key)).toEqual(['live']);
  });
});
