import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { OutboundGuard } from '../outbound/outbound-guard';
import { OutboundModule } from '../outbound/outbound.module';
import { UsersModule } from '../users/users.module';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { AdminWhatsAppController } from './admin-whatsapp.controller';
import { GraphApiSender } from './graph-api-sender';
import { LoggedSender } from './logged-sender';
import { WhatsAppAtSignUp } from './whatsapp-at-sign-up';
import { WhatsAppConsentChange } from './whatsapp-consent-change.entity';
import { WhatsAppConsentController } from './whatsapp-consent.controller';
import { WhatsAppConsent } from './whatsapp-consent.entity';
import { WhatsAppConsents } from './whatsapp-consents.service';
import { WhatsAppConversations } from './whatsapp-conversations.service';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppMessage } from './whatsapp-message.entity';
import { WhatsAppOutbox } from './whatsapp-outbox';
import { WhatsAppOutboxWorker } from './whatsapp-outbox-worker';
import { WhatsAppSender } from './whatsapp-sender';
import { WhatsAppSettingsRow } from './whatsapp-settings.entity';
import { WhatsAppSettingsService } from './whatsapp-settings.service';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';

/**
 * WhatsApp (Meta's Cloud API): consent per customer and topic, a leased outbox of template and reply messages,
 * the signed webhooks for customers' messages and delivery statuses, and the console's conversations.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WhatsAppConsent, WhatsAppConsentChange, WhatsAppMessage, WhatsAppSettingsRow]),
    UsersModule,
    OutboundModule,
    WriteTransactionsModule,
  ],
  controllers: [WhatsAppConsentController, WhatsAppWebhookController, AdminWhatsAppController],
  providers: [
    {
      provide: WhatsAppSender,
      inject: [AppConfig, OutboundGuard],
      useFactory: (config: AppConfig, outbound: OutboundGuard) =>
        config.whatsapp ? new GraphApiSender(config.whatsapp, outbound) : new LoggedSender(),
    },
    WhatsAppConsents,
    WhatsAppOutbox,
    WhatsAppOutboxWorker,
    WhatsAppInbox,
    WhatsAppConversations,
    WhatsAppSettingsService,
    WhatsAppAtSignUp,
  ],
  exports: [WhatsAppConsents, WhatsAppOutbox],
})
export class WhatsAppModule {}
