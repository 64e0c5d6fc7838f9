import { Logger } from '@nestjs/common';
import { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/app-config';
import type { AdminOrderDto } from '../../src/orders/dto/order.dto';
import { InProcessOrderEventBus, OrderChange } from '../../src/orders/live/order-event-bus';
import { RedisAvailability, RedisUnavailableError } from '../../src/redis/redis-availability';
import { databaseNumber, RedisConnections } from '../../src/redis/redis-connections';
import { RedisOrderEventRelay } from '../../src/orders/live/redis-order-event-relay';
import { RedisRateLimitStore } from '../../src/rate-limit/redis-rate-limit-store';
import { createScratchRedis, missingScaleOutServices, ScratchRedis } from './scale-out-services';

const missing = missingScaleOutServices({ mysql: false });
if (missing) console.log(`Redis scale-out pieces skipped: ${missing}.`);
const describeWithRedis = missing ? describe.skip : describe;

/** One server instance's Redis pieces, as RedisModule builds them. */
function instance(redisUrl: string) {
  const config = loadConfig({ REDIS_URL: redisUrl, DATABASE_URL: 'sqlite::memory:' });
  const connections = new RedisConnections(config);
  const availability = new RedisAvailability(connections);
  const bus = new InProcessOrderEventBus();
  const relay = new RedisOrderEventRelay(connections, availability, bus);
  const store = new RedisRateLimitStore(availability, new Clock());
  return {
    connections,
    bus,
    relay,
    store,
    /** Waits until Redis answers, starts the relay and waits until Redis counts `subscribers` listeners on the order channel. */
    start: async (subscribers: number) => {
      // Commands are refused until the connections are up (no offline queue).
      while (!(await availability.probe())) await new Promise((resolve) => setTimeout(resolve, 20));
      relay.onApplicationBootstrap();
      const channel = `${connections.channelPrefix}order-changes`;
      for (;;) {
        const [, count] = (await connections.commands.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(count) >= subscribers) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      availability.beforeApplicationShutdown();
      relay.onApplicationShutdown();
      await connections.onApplicationShutdown();
    },
  };
}

function change(orderRefId: string, status: OrderChange['status']): OrderChange {
  return {
    kind: 'order-updated',
    orderId: `id-${orderRefId}`,
    orderRefId,
    userId: 1,
    status,
    updatedAt: new Date().toISOString(),
    adminOrder: { orderRefId, status } as unknown as AdminOrderDto,
  };
}

function nextChange(bus: InProcessOrderEventBus, orderRefId: string): Promise<OrderChange> {
  return new Promise((resolve) => {
    const unsubscribe = bus.subscribe((received) => {
      if (received.orderRefId !== orderRefId) return;
      unsubscribe();
      resolve(received);
    });
  });
}

describe('databaseNumber', () => {
  it('reads the database from the URL path and defaults to 0', () => {
    expect(databaseNumber('redis://127.0.0.1:6379/7')).toBe(7);
    expect(databaseNumber('redis://:secret@cache:6379')).toBe(0);
  });
});

describe('the Redis rate-limit store while Redis is unreachable', () => {
  it('keeps counting on this instance, so limits hold and requests are answered', async () => {
    const unreachable = { run: () => Promise.reject(new RedisUnavailableError()) } as unknown as RedisAvailability;
    const store = new RedisRateLimitStore(unreachable, new Clock());
    // The fallback warning is expected here.
    Logger.overrideLogger(false);
    try {
      await store.increment('login:account:z@example.test', 60_000);
      expect((await store.increment('login:account:z@example.test', 60_000)).count).toBe(2);
      expect((await store.peek('login:account:z@example.test'))?.count).toBe(2);
      await store.reset('login:account:z@example.test');
      expect(await store.peek('login:account:z@example.test')).toBeUndefined();
    } finally {
      Logger.overrideLogger(['log', 'warn', 'error']);
    }
  });
});

describeWithRedis('Redis pieces shared by several instances', () => {
  let redis: ScratchRedis;
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;

  beforeAll(async () => {
    redis = await createScratchRedis();
    a = instance(redis.url);
    b = instance(redis.url);
    await a.start(1);
    await b.start(2);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.drop();
  });

  it('counts one rate-limit window across instances, with its expiry', async () => {
    await a.store.increment('login:account:x@example.test', 60_000);
    await Promise.all([
      b.store.increment('login:account:x@example.test', 60_000),
      a.store.increment('login:account:x@example.test', 60_000),
    ]);
    const window = await b.store.peek('login:account:x@example.test');
    expect(window?.count).toBe(3);
    expect(window!.resetAt - Date.now()).toBeGreaterThan(55_000);
    expect(window!.resetAt - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('forgets a window when it is reset or expires', async () => {
    await a.store.increment('contact:address:10.0.0.1', 60_000);
    await b.store.reset('contact:address:10.0.0.1');
    expect(await a.store.peek('contact:address:10.0.0.1')).toBeUndefined();

    await a.store.increment('code-send:interval:y@example.test', 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await b.store.peek('code-send:interval:y@example.test')).toBeUndefined();
    expect((await b.store.increment('code-send:interval:y@example.test', 60_000)).count).toBe(1);
  });

  it('delivers a change published on one instance to the other, once, without echo', async () => {
    const receivedOnB: OrderChange[] = [];
    const receivedOnA: OrderChange[] = [];
    const stopB = b.bus.subscribe((received) => receivedOnB.push(received));
    const stopA = a.bus.subscribe((received) => receivedOnA.push(received));
    const arrival = nextChange(b.bus, 'REFAAAAAAAA1');
    await a.bus.publish(change('REFAAAAAAAA1', 'PREPARING'));
    expect(await arrival).toMatchObject({ orderRefId: 'REFAAAAAAAA1', status: 'PREPARING', adminOrder: { status: 'PREPARING' } });

    // A later change from B proves the channel is quiet in between: nothing bounced back to A.
    const backOnA = nextChange(a.bus, 'REFBBBBBBBB2');
    await b.bus.publish(change('REFBBBBBBBB2', 'READY'));
    await backOnA;
    stopA();
    stopB();
    expect(receivedOnB.map((received) => received.orderRefId)).toEqual(['REFAAAAAAAA1', 'REFBBBBBBBB2']);
    expect(receivedOnA.map((received) => received.orderRefId)).toEqual(['REFAAAAAAAA1', 'REFBBBBBBBB2']);
  });
});
