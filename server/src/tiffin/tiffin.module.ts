import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { MessagesModule } from '../messages/messages.module';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { UsersModule } from '../users/users.module';
import { AdminTiffinPlansController } from './plans/admin-tiffin-plans.controller';
import { AdminTiffinSubscriptionsController } from './subscriptions/admin-tiffin-subscriptions.controller';
import { TiffinController } from './subscriptions/tiffin.controller';
import { TiffinAutopay } from './billing/tiffin-autopay.service';
import { TiffinAutopayMandates } from './billing/tiffin-autopay-mandates';
import { TiffinCredit } from './billing/tiffin-credit';
import { TiffinEndedPeriods } from './billing/tiffin-ended-periods';
import { TiffinProviderPlan } from './billing/tiffin-provider-plan.entity';
import { TiffinRenewals } from './billing/tiffin-renewals.service';
import { TiffinMeal } from './meals/tiffin-meal.entity';
import { TiffinMealChanges } from './meals/tiffin-meal-changes.service';
import { TiffinMealStates } from './meals/tiffin-meal-states';
import { TiffinNotices } from './notices/tiffin-notices.service';
import { TiffinNoticesJob } from './notices/tiffin-notices.job';
import { TiffinPlanMeal } from './plans/tiffin-plan-meal.entity';
import { TiffinPlan } from './plans/tiffin-plan.entity';
import { TiffinPlansService } from './plans/tiffin-plans.service';
import { TiffinProduction } from './meals/tiffin-production.service';
import { TiffinPayments } from './billing/tiffin-payments.service';
import { TiffinReservationJob } from './meals/tiffin-reservation.job';
import { TiffinReservations } from './meals/tiffin-reservations.service';
import { TiffinDishRule } from './plans/tiffin-dish-rule';
import { TiffinSubscriptionViews } from './subscriptions/tiffin-subscription-views';
import { TiffinSubscription } from './subscriptions/tiffin-subscription.entity';
import { TiffinSubscriptionsService } from './subscriptions/tiffin-subscriptions.service';

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
    TiffinDishRule,
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
