import { SchedulerRegistry } from '@nestjs/schedule';
import { In } from 'typeorm';
import { JobLock } from '../../src/jobs/job-lock.entity';
import { TestApp } from './test-app';

/**
 * Stops scheduled jobs whose work a test runs by hand, so a tick in between cannot take it first. A tick that fired
 * before the pause (the crons fire on the clock's five minutes, and may meet a test's start-up) took the job's lease in
 * real time, which a test on a moved clock would find still held: the lease is given back.
 */
export async function pauseJobs(t: TestApp, ...names: string[]): Promise<void> {
  const registry = t.app.get(SchedulerRegistry);
  // stop() does not wait for a run in progress; one that ends later gives back a lease that is no longer there.
  for (const name of names) void registry.getCronJob(name).stop();
  await t.dataSource.getRepository(JobLock).delete({ name: In(names) });
}
