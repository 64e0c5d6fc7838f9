import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { ReplyError } from 'ioredis';
import { RedisAvailability, RedisUnavailableError } from './redis-availability';
import type { RedisConnections } from './redis-connections';

/** Two connections whose PING answers or fails as the test says. */
function connections() {
  const state = { answering: true };
  const ping = () => (state.answering ? Promise.resolve('PONG') : Promise.reject(new Error('Command timed out')));
  const redis = { commands: { ping }, subscriber: { ping } } as unknown as RedisConnections;
  return { state, redis };
}

describe('RedisAvailability', () => {
  // The transitions are logged; not wanted in the test output.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'warn', 'error']));

  it('refuses commands at once until Redis has answered a probe', async () => {
    const { redis } = connections();
    const availability = new RedisAvailability(redis);
    const command = jest.fn(() => Promise.resolve('OK'));
    await expect(availability.run(command)).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(command).not.toHaveBeenCalled();
    expect(await availability.probe()).toBe(true);
    await expect(availability.run(command)).resolves.toBe('OK');
  });

  it('counts Redis away from the first command left unanswered, and back when a probe is answered, telling listeners', async () => {
    const { state, redis } = connections();
    const availability = new RedisAvailability(redis);
    await availability.probe();
    const recoveries = jest.fn();
    availability.onRecovery(recoveries);

    await expect(availability.run(() => Promise.reject(new Error('Command timed out')))).rejects.toThrow('Command timed out');
    expect(availability.isUp).toBe(false);
    const next = jest.fn((client: Redis) => client.ping());
    await expect(availability.run(next)).rejects.toBeInstanceOf(RedisUnavailableError);
    expect(next).not.toHaveBeenCalled();

    state.answering = false;
    expect(await availability.probe()).toBe(false);
    expect(recoveries).not.toHaveBeenCalled();
    state.answering = true;
    expect(await availability.probe()).toBe(true);
    expect(recoveries).toHaveBeenCalledTimes(1);
  });

  it('takes an error reply as an answer: Redis stays up', async () => {
    const { redis } = connections();
    const availability = new RedisAvailability(redis);
    await availability.probe();
    await expect(
      availability.run(() => Promise.reject(new ReplyError('WRONGTYPE Operation against a key holding the wrong kind of value') as Error)),
    ).rejects.toThrow('WRONGTYPE');
    expect(availability.isUp).toBe(true);
  });
});
