import { Injectable } from '@nestjs/common';
import { In, MoreThanOrEqual } from 'typeorm';
import { Clock } from '../../common/clock';
import { formatDisplayDate, formatKitchenTime, localDate } from '../../common/kitchen-time';
import { PayloadValidationException } from '../../common/validation';
import { AppConfig } from '../../config/app-config';
import { WriteTransactions } from '../../database/write-transactions';
import { TiffinMeal } from './tiffin-meal.entity';
import { TiffinMealStates } from './tiffin-meal-states';
import type { TiffinPlan } from '../plans/tiffin-plan.entity';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { isBeforeSkipCutoff, mealDates, skipCutoffAt } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { chosenSlot, cutoffOf, TiffinSubscriptionsService } from '../subscriptions/tiffin-subscriptions.service';
import { tiffinError } from '../tiffin.exception';

/** A customer's changes to their coming meals, each allowed until that meal's skip cutoff: skip, un-skip, pause, resume. */
@Injectable()
export class TiffinMealChanges {
  constructor(
    private readonly subscriptions: TiffinSubscriptionsService,
    private readonly plans: TiffinPlansService,
    private readonly mealStates: TiffinMealStates,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async skip(userId: number, id: number, cookDate: string): Promise<void> {
    const { subscription, plan } = await this.changeable(userId, id);
    const now = this.clock.now();
    this.checkOpen(subscription, plan, cookDate, now);
    await this.mealStates.retryingInsertRaces(() =>
      this.writes.transaction((manager) => this.mealStates.setUnserved(manager, subscription, cookDate, 'SKIPPED', now)),
    );
  }

  /** Takes the skipped meal again; 409 when its date's portions are all gone. */
  async unskip(userId: number, id: number, cookDate: string): Promise<void> {
    const { subscription, plan } = await this.changeable(userId, id);
    const now = this.clock.now();
    this.checkOpen(subscription, plan, cookDate, now);
    await this.writes.transaction(async (manager) => {
      if (!(await this.mealStates.serveAgain(manager, subscription, cookDate, now)))
        throw tiffinError('TIFFIN_NO_PORTIONS', formatDisplayDate(cookDate));
    });
  }

  /** Pauses every meal from `from` to `to`; each of them must still be open to change. */
  async pause(userId: number, id: number, from: string, to: string): Promise<void> {
    if (to < from) throw new PayloadValidationException([{ field: 'to', message: 'to must not be before from' }]);
    const { subscription, plan } = await this.changeable(userId, id);
    const now = this.clock.now();
    const dates = mealDates(
      from > subscription.startDate ? from : subscription.startDate,
      to < subscription.endDate ? to : subscription.endDate,
      subscription.weekdays,
    );
    if (dates.length === 0)
      throw tiffinError('TIFFIN_NOT_A_MEAL_DATE', `any date from ${formatDisplayDate(from)} to ${formatDisplayDate(to)}`);
    for (const date of dates) this.checkOpen(subscription, plan, date, now);
    await this.mealStates.retryingInsertRaces(() =>
      this.writes.transaction(async (manager) => {
        for (const date of dates) await this.mealStates.setUnserved(manager, subscription, date, 'PAUSED', now);
      }),
    );
  }

  /** Serves again every paused meal still open to change; a date whose portions are gone stays paused. */
  async resume(userId: number, id: number): Promise<void> {
    const { subscription, plan } = await this.changeable(userId, id);
    const now = this.clock.now();
    await this.writes.transaction(async (manager) => {
      const paused = await manager.getRepository(TiffinMeal).findBy({ subscriptionId: subscription.id, status: 'PAUSED' });
      for (const meal of paused) {
        if (isBeforeSkipCutoff(meal.cookDate, cutoffOf(plan), now, this.config.kitchenTimeZone))
          await this.mealStates.serveAgain(manager, subscription, meal.cookDate, now);
      }
    });
  }

  /**
   * Moves the subscription, the renewals already made of it, and each of their meals still open to change to another of
   * the plan's pickup slots; meals past their skip cutoff keep the slot the kitchen already planned them in.
   */
  async changePickupSlot(userId: number, id: number, pickupFrom: string): Promise<void> {
    const { subscription, plan } = await this.changeable(userId, id);
    const slot = chosenSlot(plan, pickupFrom);
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    await this.writes.transaction(async (manager) => {
      const periods = manager.getRepository(TiffinSubscription);
      const ids = [subscription.id];
      for (
        let next = await periods.findOneBy({ previousSubscriptionId: id });
        next;
        next = await periods.findOneBy({ previousSubscriptionId: next.id })
      )
        if (next.status !== 'CANCELLED') ids.push(next.id);
      const moved = { pickupFrom: slot.from, pickupTo: slot.to, updatedAt: now };
      await periods.update({ id: In(ids) }, moved);
      const meals = await manager.getRepository(TiffinMeal).find({
        select: { id: true, cookDate: true },
        where: { subscriptionId: In(ids), cookDate: MoreThanOrEqual(localDate(now, zone)) },
      });
      const open = meals.filter((meal) => isBeforeSkipCutoff(meal.cookDate, cutoffOf(plan), now, zone)).map((meal) => meal.id);
      if (open.length > 0) await manager.getRepository(TiffinMeal).update({ id: In(open) }, moved);
    });
  }

  private async changeable(userId: number, id: number): Promise<{ subscription: TiffinSubscription; plan: TiffinPlan }> {
    const subscription = await this.subscriptions.findMineOrThrow(userId, id);
    if (subscription.status === 'CANCELLED') throw tiffinError('TIFFIN_SUBSCRIPTION_CANCELLED');
    return { subscription, plan: await this.plans.findOrThrow(subscription.planId) };
  }

  /** The date is one of the subscription's meals and its skip cutoff is still ahead. */
  private checkOpen(subscription: TiffinSubscription, plan: TiffinPlan, cookDate: string, now: Date): void {
    if (!mealDates(subscription.startDate, subscription.endDate, subscription.weekdays).includes(cookDate))
      throw tiffinError('TIFFIN_NOT_A_MEAL_DATE', formatDisplayDate(cookDate));
    const zone = this.config.kitchenTimeZone;
    if (!isBeforeSkipCutoff(cookDate, cutoffOf(plan), now, zone)) {
      const cutoff = skipCutoffAt(cookDate, cutoffOf(plan), zone);
      throw tiffinError(
        'TIFFIN_SKIP_CLOSED',
        formatDisplayDate(cookDate),
        `${formatKitchenTime(cutoff, zone)} on ${formatDisplayDate(localDate(cutoff, zone))}`,
      );
    }
  }
}
