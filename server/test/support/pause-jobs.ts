import { SchedulerRegistry } from '@nestjs/schedule';
import { TestApp } from './test-app';

/** Stops scheduled jobs whose work a test runs by hand, so a tick in between cannot take it first. */
export function pauseJobs(t: TestApp, ...names: string[]): void {
  const registry = t.app.get(SchedulerRegistry);
  // stop() settles a run in progress; the test's own call comes after, so nothing waits on it.
  for (const name of names) void registry.getCronJob(name).stop();
}
