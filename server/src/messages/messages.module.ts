import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushModule } from '../push/push.module';
import { UsersModule } from '../users/users.module';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { Announcements } from './announcements';
import { CustomerMessage } from './customer-message.entity';
import { MessageMail } from './message-mail.entity';
import { MessageOutboxWorker } from './message-outbox-worker';
import { MessagePreference } from './message-preference.entity';
import { MessagePreferences } from './message-preferences.service';
import { MessageReceipt } from './message-receipt.entity';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';
import { NewDropsAtSignUp } from './new-drops-at-sign-up';
import { UnsubscribeLinks } from './unsubscribe-links';
import { WhatsAppModule } from '../whatsapp/whatsapp.module';

/** What the kitchen tells customers beyond their orders' own e-mails, and each customer's choice of what to hear. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CustomerMessage, MessageMail, MessagePreference, MessageReceipt]),
    UsersModule,
    PushModule,
    WhatsAppModule,
    WriteTransactionsModule,
  ],
  controllers: [MessagesController],
  providers: [MessagesService, Announcements, MessagePreferences, MessageOutboxWorker, UnsubscribeLinks, NewDropsAtSignUp],
  exports: [MessagesService, Announcements, MessagePreferences],
})
export class MessagesModule {}
