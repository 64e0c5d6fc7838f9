import { JobLock } from '../../src/jobs/job-lock.entity';
import { JobLockService } from '../../src/jobs/job-lock.service';
import { startTestApp, TestApp } from '../support/test-app';

describe('jobs: a job runs once across server instances', () => {
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

  it('keeps the failure of a scheduled job from the scheduler and frees its lease for the next tick', async () => {
    let runs = 0;
    await expect(
      first.app.get(JobLockService).runScheduled('scheduled-flaky', 60_000, async () => {
        runs += 1;
        throw new Error('database hiccup');
      }),
    ).resolves.toBeUndefined();
    await second.app.get(JobLockService).runScheduled('scheduled-flaky', 60_000, async () => {
      runs += 1;
    });
    expect(runs).toBe(2);
  });
});
