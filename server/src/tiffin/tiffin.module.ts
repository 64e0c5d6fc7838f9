import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { MessagesModule } from '../messages/messages.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { UsersModule } from '../users/users.module';
import { AdminTiffinPlansController } from './admin-tiffin-plans.controller';
import { AdminTiffinSubscriptionsController } from './admin-tiffin-subscriptions.controller';
import { TiffinController } from './tiffin.controller';
import { TiffinMeal } from './tiffin-meal.entity';
import { TiffinMealChanges } from './tiffin-meal-changes.service';
import { TiffinMealStates } from './tiffin-meal-states';
import { TiffinNotices } from './tiffin-notices.service';
import { TiffinNoticesJob } from './tiffin-notices.job';
import { TiffinPlanMeal } from './tiffin-plan-meal.entity';
import { TiffinPlan } from './tiffin-plan.entity';
import { TiffinPlansService } from './tiffin-plans.service';
import { TiffinProduction } from './tiffin-production.service';
import { TiffinPayments } from './tiffin-payments.service';
import { TiffinReservationJob } from './tiffin-reservation.job';
import { TiffinReservations } from './tiffin-reservations.service';
import { TiffinSubscriptionViews } from './tiffin-subscription-views';
import { TiffinSubscription } from './tiffin-subscription.entity';
import { TiffinSubscriptionsService } from './tiffin-subscriptions.service';

/** Tiffin plans (docs/tiffin-plans.md): plans, subscriptions, and their meals reserved from the schedules' portions. */
@Module({
  imports: [
    TypeOrmModule.forFeature([TiffinPlan, TiffinPlanMeal, TiffinSubscription, TiffinMeal]),
    SchedulesModule,
    WriteTransactionsModule,
    JobsModule,
    PaymentGatewayModule,
    UsersModule,
    MessagesModule,
  ],
  controllers: [AdminTiffinPlansController, AdminTiffinSubscriptionsController, TiffinController],
  providers: [
    TiffinPlansService,
    TiffinSubscriptionsService,
    TiffinMealStates,
    TiffinMealChanges,
    TiffinReservations,
    TiffinReservationJob,
    TiffinSubscriptionViews,
    TiffinProduction,
    TiffinPayments,
    TiffinNotices,
    TiffinNoticesJob,
  ],
  exports: [TiffinReservations, TiffinProduction, TiffinPayments, TiffinPlansService, TiffinSubscriptionsService, TiffinSubscriptionViews],
})
export class TiffinModule {}
