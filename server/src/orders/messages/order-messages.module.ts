import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KitchenSettingsModule } from '../../kitchen-settings/kitchen-settings.module';
import { UsersModule } from '../../users/users.module';
import { OrderRecordsModule } from '../order-records.module';
import { OrderMailOutbox } from './order-mail-outbox';
import { OrderMailService } from './order-mail.service';
import { OrderMailWorker } from './order-mail-worker';
import { OrderWebhooks } from './order-webhooks';
import { WebhooksModule } from '../../webhooks/webhooks.module';
import { OutboxMail } from './outbox-mail.entity';
import { WhatsAppModule } from '../../whatsapp/whatsapp.module';

/** The order messages: written into mail_outbox with the change they announce, rendered and sent (e-mail or WhatsApp) by the worker. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail]), OrderRecordsModule, KitchenSettingsModule, UsersModule, WebhooksModule, WhatsAppModule],
  providers: [OrderMailService, OrderMailOutbox, OrderMailWorker, OrderWebhooks],
  exports: [OrderMailOutbox, OrderWebhooks],
})
export class OrderMessagesModule {}
