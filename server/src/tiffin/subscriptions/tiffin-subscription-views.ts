import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { localDate } from '../../common/kitchen-time';
import { paiseToRupees } from '../../common/money';
import { AppConfig } from '../../config/app-config';
import { UsersService } from '../../users/users.service';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import type { AdminTiffinSubscriptionDto, ComingMealDto, TiffinSubscriptionDto } from '../dto/tiffin-subscription.dto';
import { TiffinMeal, UNSERVED_MEAL_STATUSES } from '../meals/tiffin-meal.entity';
import type { TiffinPlan } from '../plans/tiffin-plan.entity';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { isBeforeSkipCutoff, mealDates, pickupSlots, skipCutoffAt, tiffinLedger } from '../tiffin-rules';
import type { TiffinSubscription } from './tiffin-subscription.entity';
import { cutoffOf } from './tiffin-subscriptions.service';

/** What a customer (or the kitchen) sees of a subscription: its money, derived from its meals, and its coming meals with their dish. */
@Injectable()
export class TiffinSubscriptionViews {
  constructor(
    @InjectRepository(TiffinMeal) private readonly meals: Repository<TiffinMeal>,
    private readonly plans: TiffinPlansService,
    private readonly stock: ScheduleStockService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async view(subscription: TiffinSubscription): Promise<TiffinSubscriptionDto> {
    return (await this.views([subscription]))[0];
  }

  async adminViews(subscriptions: TiffinSubscription[]): Promise<AdminTiffinSubscriptionDto[]> {
    const views = await this.views(subscriptions);
    const customers = await this.users.findByIds(subscriptions.map((subscription) => subscription.userId));
    return views.map((view, index) => {
      const customer = customers.get(subscriptions[index].userId);
      return {
        ...view,
        userId: subscriptions[index].userId,
        customerName: customer?.name ?? '',
        customerPhone: customer?.phone ?? '',
        createdAt: subscriptions[index].createdAt.toISOString(),
      };
    });
  }

  async views(subscriptions: TiffinSubscription[]): Promise<TiffinSubscriptionDto[]> {
    if (subscriptions.length === 0) return [];
    const rows = await this.meals.findBy({ subscriptionId: In(subscriptions.map((subscription) => subscription.id)) });
    const plans = new Map<number, TiffinPlan>();
    for (const planId of new Set(subscriptions.map((subscription) => subscription.planId)))
      plans.set(planId, await this.plans.findOrThrow(planId));
    const views: TiffinSubscriptionDto[] = [];
    for (const subscription of subscriptions) {
      const mine = rows.filter((row) => row.subscriptionId === subscription.id);
      views.push(await this.viewOf(subscription, plans.get(subscription.planId)!, mine));
    }
    return views;
  }

  private async viewOf(subscription: TiffinSubscription, plan: TiffinPlan, rows: TiffinMeal[]): Promise<TiffinSubscriptionDto> {
    const ledger = tiffinLedger({
      pricePerMealPaise: subscription.pricePerMealPaise,
      mealsInPeriod: subscription.mealsInPeriod,
      paidPaise: subscription.paidPaise,
      creditAppliedPaise: subscription.creditAppliedPaise,
      creditOutPaise: subscription.creditOutPaise,
      mealsNotServed: rows.filter((row) => UNSERVED_MEAL_STATUSES.includes(row.status)).length,
    });
    return {
      id: subscription.id,
      planId: plan.id,
      planName: plan.name,
      meal: plan.meal,
      weekdays: subscription.weekdays,
      period: subscription.period,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      status: subscription.status,
      pickupFrom: subscription.pickupFrom,
      pickupTo: subscription.pickupTo,
      pickupSlots: pickupSlots(plan),
      pricePerMeal: paiseToRupees(subscription.pricePerMealPaise),
      mealsInPeriod: subscription.mealsInPeriod,
      amount: paiseToRupees(ledger.amountPaise),
      paid: paiseToRupees(ledger.paidPaise),
      charged: paiseToRupees(ledger.chargedPaise),
      credit: paiseToRupees(ledger.creditPaise),
      due: paiseToRupees(ledger.duePaise),
      creditApplied: paiseToRupees(ledger.creditAppliedPaise),
      creditSettled: paiseToRupees(ledger.creditOutPaise),
      renewalOf: subscription.previousSubscriptionId,
      autopay: subscription.providerSubscriptionId !== null && subscription.renews,
      meals: await this.comingMeals(subscription, plan, rows),
    };
  }

  private async comingMeals(subscription: TiffinSubscription, plan: TiffinPlan, rows: TiffinMeal[]): Promise<ComingMealDto[]> {
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    const today = localDate(now, zone);
    const from = today > subscription.startDate ? today : subscription.startDate;
    const dates = mealDates(from, subscription.endDate, subscription.weekdays);
    if (dates.length === 0) return [];
    const served = await this.plans.servedSchedules(plan.id, from, subscription.endDate);
    const schedules = await this.stock.findManyWithDish([...served.values()]);
    const byDate = new Map(rows.map((row) => [row.cookDate, row]));
    return dates.map((cookDate) => {
      const scheduleId = served.get(cookDate);
      const row = byDate.get(cookDate);
      return {
        cookDate,
        status: row?.status ?? 'SCHEDULED',
        dish: scheduleId === undefined ? null : (schedules.get(scheduleId)?.menuItem?.name ?? null),
        changeUntil: skipCutoffAt(cookDate, cutoffOf(plan), zone).toISOString(),
        changeable: subscription.status !== 'CANCELLED' && isBeforeSkipCutoff(cookDate, cutoffOf(plan), now, zone),
        pickupFrom: row?.pickupFrom ?? subscription.pickupFrom,
        pickupTo: row?.pickupTo ?? subscription.pickupTo,
      };
    });
  }
}
