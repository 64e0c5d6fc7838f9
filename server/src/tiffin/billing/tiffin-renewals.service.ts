import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { addDays, localDate } from '../../common/kitchen-time';
import { AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/database-errors';
import { WriteTransactions } from '../../database/write-transactions';
import { TiffinCredit } from './tiffin-credit';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { firstOpenCookDate, isBeforeSkipCutoff, mealDates, periodEnd, skipCutoffAt } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { cutoffOf } from '../subscriptions/tiffin-subscriptions.service';
import { tiffinError } from '../tiffin.exception';

/**
 * How the ending period's credit goes on: `carry`, taken off the next period's price (at the plan's price of the
 * moment); `keep`, left on the ending period, at its price (AutoPay: the mandate charges a fixed amount, so the
 * credit is refunded from the ending period's payment once that period has ended).
 */
export type CreditOnRenewal = 'carry' | 'keep';

/**
 * A paid period continued into the next: a new row linked to the one it continues. The unique link decides, on both
 * databases, that a period is renewed once however many callers race (the customer's retries, AutoPay's charge and
 * its duplicated webhook): the losers' inserts fail and they answer the winner's row.
 */
@Injectable()
export class TiffinRenewals {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    private readonly plans: TiffinPlansService,
    private readonly credit: TiffinCredit,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** The customer's renewal of a prepaid period; AutoPay periods renew when charged. */
  async renewMine(userId: number, id: number): Promise<TiffinSubscription> {
    const previous = await this.subscriptions.findOneBy({ id, userId });
    if (!previous) throw tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
    if (previous.providerSubscriptionId && previous.renews)
      throw tiffinError('TIFFIN_RENEWAL_NOT_OPEN', 'AutoPay renews this subscription when it charges the next period.');
    return this.renew(previous, 'carry');
  }

  /** The next period (created now, or the one a racing caller created); inside `manager` when given. */
  async renew(previous: TiffinSubscription, credit: CreditOnRenewal, manager?: EntityManager): Promise<TiffinSubscription> {
    const existing = await this.nextOf(previous.id, manager);
    if (existing) return existing;
    const next = await this.nextPeriodOf(previous, credit);
    try {
      return manager
        ? await this.insertWithin(manager, previous, next, credit)
        : await this.writes.transaction((inner) => this.insertWithin(inner, previous, next, credit));
    } catch (error) {
      if (manager || !isUniqueViolation(error)) throw error;
      return (await this.nextOf(previous.id))!;
    }
  }

  nextOf(previousId: number, manager?: EntityManager): Promise<TiffinSubscription | null> {
    return (manager?.getRepository(TiffinSubscription) ?? this.subscriptions).findOneBy({ previousSubscriptionId: previousId });
  }

  /** The next period's dates and price; a prepaid period's credit is final once its last meal can no longer change. */
  private async nextPeriodOf(
    previous: TiffinSubscription,
    credit: CreditOnRenewal,
  ): Promise<Pick<TiffinSubscription, 'startDate' | 'endDate' | 'mealsInPeriod' | 'pricePerMealPaise'>> {
    if (previous.status !== 'ACTIVE')
      throw tiffinError('TIFFIN_RENEWAL_NOT_OPEN', `This subscription is ${previous.status.toLowerCase()}: only a paid period is renewed.`);
    const plan = await this.plans.findOrThrow(previous.planId);
    if (!plan.active) throw tiffinError('TIFFIN_PLAN_CLOSED');
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    const lastMeal = mealDates(previous.startDate, previous.endDate, previous.weekdays).at(-1);
    // Carried credit must be final; AutoPay's credit is refunded once the period has ended (TiffinEndedPeriods).
    if (credit === 'carry' && lastMeal && isBeforeSkipCutoff(lastMeal, cutoffOf(plan), now, zone))
      throw tiffinError(
        'TIFFIN_RENEWAL_NOT_OPEN',
        `This period can be renewed once its last meal (${lastMeal}) can no longer be changed, from ${skipCutoffAt(lastMeal, cutoffOf(plan), zone).toISOString()}.`,
      );
    const today = localDate(now, zone);
    const dayAfter = addDays(previous.endDate, 1);
    const startDate = firstOpenCookDate(dayAfter > today ? dayAfter : today, previous.weekdays, cutoffOf(plan), now, zone);
    if (!startDate) throw tiffinError('TIFFIN_NO_OPEN_DATE');
    const endDate = periodEnd(startDate, previous.period);
    return {
      startDate,
      endDate,
      mealsInPeriod: mealDates(startDate, endDate, previous.weekdays).length,
      pricePerMealPaise: credit === 'keep' ? previous.pricePerMealPaise : plan.pricePerMealPaise,
    };
  }

  private async insertWithin(
    manager: EntityManager,
    previous: TiffinSubscription,
    next: Pick<TiffinSubscription, 'startDate' | 'endDate' | 'mealsInPeriod' | 'pricePerMealPaise'>,
    credit: CreditOnRenewal,
  ): Promise<TiffinSubscription> {
    const now = this.clock.now();
    const amountPaise = next.pricePerMealPaise * next.mealsInPeriod;
    const repository = manager.getRepository(TiffinSubscription);
    // The link is inserted first: a second renewal stops at the unique index before any credit moves.
    const row = await repository.save(
      repository.create({
        ...next,
        planId: previous.planId,
        userId: previous.userId,
        weekdays: previous.weekdays,
        period: previous.period,
        pickupFrom: previous.pickupFrom,
        pickupTo: previous.pickupTo,
        paidPaise: 0,
        status: 'AWAITING_PAYMENT',
        cancelledAt: null,
        providerOrderId: null,
        providerPaymentId: null,
        previousSubscriptionId: previous.id,
        creditAppliedPaise: 0,
        creditOutPaise: 0,
        // Only AutoPay's own renewal stays on the mandate: a period the customer renews is prepaid.
        providerSubscriptionId: credit === 'keep' ? previous.providerSubscriptionId : null,
        renews: credit === 'keep' && previous.renews,
        nextChargeAt: null,
        createdAt: now,
        updatedAt: now,
      }),
    );
    if (credit === 'keep') return row;
    const applied = await this.credit.takeWithin(manager, previous.id, amountPaise);
    if (applied === 0) return row;
    row.creditAppliedPaise = applied;
    row.status = applied === amountPaise ? 'ACTIVE' : 'AWAITING_PAYMENT';
    await repository.update({ id: row.id }, { creditAppliedPaise: row.creditAppliedPaise, status: row.status });
    return row;
  }
}
