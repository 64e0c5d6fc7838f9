import { WebhooksModule } from '../webhooks/webhooks.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { DishesModule } from '../dishes/dishes.module';
import { JobsModule } from '../jobs/jobs.module';
import { MessagesModule } from '../messages/messages.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistReleaseJob } from './waitlist-release.job';
import { AdminWaitlistsController, WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';
import { WaitingCustomers } from './waiting-customers.service';
import { UsersModule } from '../users/users.module';

/** 'Notify me' lists for dishes that cannot be ordered, and the fair release when they can. */
@Module({
  imports: [
    TypeOrmModule.forFeature([WaitlistEntry]),
    SchedulesModule,
    DishesModule,
    UsersModule,
    MessagesModule,
    JobsModule,
    WriteTransactionsModule,
    WebhooksModule,
  ],
  controllers: [WaitlistController, AdminWaitlistsController],
  providers: [WaitlistService, WaitingCustomers, WaitlistReleaseJob],
  exports: [WaitlistService],
})
export class WaitlistModule {}
