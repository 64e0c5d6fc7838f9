import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboundModule } from '../outbound/outbound.module';
import { PushMessage } from './push-message.entity';
import { PushOutboxWorker } from './push-outbox-worker';
import { PushSubscription } from './push-subscription.entity';
import { PushSubscriptions } from './push-subscriptions.service';
import { PushController } from './push.controller';

/** Web Push: browsers that show the customer's notifications, and a leased outbox that sends to them. */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription, PushMessage]), OutboundModule],
  controllers: [PushController],
  providers: [PushSubscriptions, PushOutboxWorker],
  exports: [PushSubscriptions],
})
export class PushModule {}
