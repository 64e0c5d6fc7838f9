import { Module } from '@nestjs/common';
import { RedisAvailability } from '../../redis/redis-availability';
import { RedisConnections } from '../../redis/redis-connections';
import { OrderMessagesModule } from '../messages/order-messages.module';
import { OrderRecordsModule } from '../order-records.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { OrderAnnouncements } from './order-announcements';
import { InProcessOrderEventBus, OrderEventBus } from './order-event-bus';
import { OrderEventsController } from './order-events.controller';
import { OrderStreamsService } from './order-streams.service';
import { RedisOrderEventRelay } from './redis-order-event-relay';

/** Orders as they change: the event bus (joined across instances through Redis), the live streams, the notices feed. */
@Module({
  imports: [OrderRecordsModule, OrderMessagesModule],
  controllers: [OrderEventsController, NotificationsController],
  providers: [
    { provide: OrderEventBus, useClass: InProcessOrderEventBus },
    {
      // Only with Redis (REDIS_URL): joins this instance's order events to every other instance's.
      provide: RedisOrderEventRelay,
      inject: [{ token: RedisConnections, optional: true }, { token: RedisAvailability, optional: true }, OrderEventBus],
      useFactory: (redis: RedisConnections | undefined, availability: RedisAvailability | undefined, bus: OrderEventBus) =>
        redis && availability ? new RedisOrderEventRelay(redis, availability, bus) : null,
    },
    OrderStreamsService,
    OrderAnnouncements,
    NotificationsService,
  ],
  exports: [OrderEventBus, OrderStreamsService, OrderAnnouncements],
})
export class OrderLiveModule {}
