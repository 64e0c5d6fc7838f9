import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { MessagesModule } from '../messages/messages.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { UsersModule } from '../users/users.module';
import { AdminTiffinPlansController } from './admin-tiffin-plans.controller';
import { AdminTiffinSubscriptionsController } from './admin-tiffin-subscriptions.controller';
import { TiffinController } from './tiffin.controller';
import { TiffinAutopay } from './tiffin-autopay.service';
import { TiffinAutopayMandates } from './tiffin-autopay-mandates';
import { TiffinCredit } from './tiffin-credit';
import { TiffinEndedPeriods } from './tiffin-ended-periods';
import { TiffinProviderPlan } from './tiffin-provider-plan.entity';
import { TiffinRenewals } from './tiffin-renewals.service';
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
    TypeOrmModule.forFeature([TiffinPlan, TiffinPlanMeal, TiffinSubscription, TiffinMeal, TiffinProviderPlan]),
    KitchenSettingsModule,
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
    TiffinCredit,
    TiffinRenewals,
    TiffinAutopayMandates,
    TiffinAutopay,
    TiffinEndedPeriods,
    TiffinNotices,
    TiffinNoticesJob,
  ],
  exports: [
    TiffinReservations,
    TiffinProduction,
    TiffinPayments,
    TiffinAutopay,
    TiffinAutopayMandates,
    TiffinNotices,
    TiffinPlansService,
    TiffinSubscriptionsService,
    TiffinSubscriptionViews,
  ],
})
export class TiffinModule {}
