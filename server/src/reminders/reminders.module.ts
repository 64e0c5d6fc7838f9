import { Module } from '@nestjs/common';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { MessagesModule } from '../messages/messages.module';
import { OrdersModule } from '../orders/orders.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { CustomerRemindersJob } from './customer-reminders.job';
import { CustomerReminders } from './customer-reminders.service';

/** New-drop digests and the reminders around a drop, sent from a scheduled job; owns no table of its own. */
@Module({
  imports: [SchedulesModule, OrdersModule, MessagesModule, JobsModule, WriteTransactionsModule],
  providers: [CustomerReminders, CustomerRemindersJob],
})
export class RemindersModule {}
