import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the work already queued as tasks, not in the task that asked', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'queued task', 'next task']);
  });
});
