import { SerialLock } from './sqlite-serial-access';

describe('SerialLock', () => {
  it('runs work one at a time, in arrival order, even when one fails', async () => {
    const lock = new SerialLock();
    const log: string[] = [];
    const step = (name: string, ms: number, fail = false) =>
      lock.run(async () => {
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
      });
    const results = await Promise.allSettled([step('a', 20, true), step('b', 1), step('c', 5)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
