import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OrderChange, OrderEventBus } from './order-event-bus';
import { RedisAvailability } from '../../redis/redis-availability';
import { RedisConnections } from '../../redis/redis-connections';

const CHANNEL = 'order-changes';

interface RelayedMessage {
  origin: string;
  change: OrderChange;
}

/**
 * Joins this instance's order event bus to every other instance's through Redis pub/sub: changes
 * made here are published to the channel, and changes published by other instances are handed to
 * the local bus, so an event stream open on any instance sees every change. Changes that arrived
 * from Redis are remembered (by identity) and never sent back, so nothing echoes between instances.
 * While Redis does not answer, changes stay on the instance that made them (RedisAvailability).
 */
@Injectable()
export class RedisOrderEventRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OrderEventRelay');
  private readonly instanceId = randomUUID();
  private readonly fromOtherInstances = new WeakSet<OrderChange>();
  private readonly channel: string;
  private unsubscribeLocal?: () => void;

  constructor(
    private readonly redis: RedisConnections,
    private readonly availability: RedisAvailability,
    private readonly bus: OrderEventBus,
  ) {
    this.channel = redis.channelPrefix + CHANNEL;
  }

  onApplicationBootstrap(): void {
    const subscriber = this.redis.subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.deliverLocally(message);
    });
    // Subscribing on every (re)connection also covers a Redis that was down when this instance started:
    // the instance serves anyway, and its streams hear the others as soon as Redis is back.
    const subscribe = () => {
      subscriber.subscribe(this.channel).catch((error: Error) => {
        this.logger.error(`Could not subscribe to order changes from other instances: ${error.message}`);
      });
    };
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') subscribe();
    this.unsubscribeLocal = this.bus.subscribe((change) => this.forward(change));
  }

  onApplicationShutdown(): void {
    this.unsubscribeLocal?.();
  }

  private forward(change: OrderChange): void {
    if (this.fromOtherInstances.has(change)) return;
    const message: RelayedMessage = { origin: this.instanceId, change };
    // The change already reached this instance's streams; while Redis is away the other instances' streams miss it
    // (their pages show it when reloaded or reconnected).
    this.availability
      .run((client) => client.publish(this.channel, JSON.stringify(message)))
      .catch((error: Error) => {
        this.logger.error(`Could not relay the change of order ${change.orderRefId}: ${error.message}`);
      });
  }

  private deliverLocally(raw: string): void {
    let message: RelayedMessage;
    try {
      message = JSON.parse(raw) as RelayedMessage;
    } catch {
      this.logger.warn('Ignored a message on the order channel that is not JSON');
      return;
    }
    if (message.origin === this.instanceId || !message.change) return;
    this.fromOtherInstances.add(message.change);
    this.bus.publish(message.change).catch((error: Error) => {
      this.logger.error(`Could not deliver the change of order ${message.change.orderRefId}: ${error.message}`);
    });
  }
}
