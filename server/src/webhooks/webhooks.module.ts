import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { OutboundModule } from '../outbound/outbound.module';
import { UsersModule } from '../users/users.module';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpointHealth } from './webhook-endpoint-health';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookEvents } from './webhook-events.service';

/**
 * Signed webhooks to integrators: events written in the transaction of the change (WebhookEvents), delivered from an
 * outbox (WebhookDeliveryWorker) with retries, a log of every try, and endpoints switched off after days of failure.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookAttempt]),
    MailModule,
    OutboundModule,
    UsersModule,
  ],
  providers: [WebhookEvents, WebhookEndpoints, WebhookDeliveryWorker, WebhookEndpointHealth],
  exports: [WebhookEvents, WebhookEndpoints],
})
export class WebhooksModule {}
