import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThan, MoreThanOrEqual, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { localDate } from '../../common/kitchen-time';
import { rupeesText, rupeesToPaise } from '../../common/money';
import { enumFilter, idFilter, type ListQuery } from '../../common/simple-rest';
import { AppConfig } from '../../config/app-config';
import { latestCommitted } from '../../database/latest-committed';
import { WriteTransactions } from '../../database/write-transactions';
import type { SubscribeDto } from '../dto/tiffin-subscription.dto';
import { KitchenSettingsService } from '../../kitchen-settings/kitchen-settings.service';
import { TiffinAutopayMandates } from '../billing/tiffin-autopay-mandates';
import { TiffinCredit } from '../billing/tiffin-credit';
import { TiffinMealStates } from '../meals/tiffin-meal-states';
import { TiffinPaidPeriods } from '../billing/tiffin-paid-periods.port';
import { TiffinPlan } from '../plans/tiffin-plan.entity';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import {
  duePaise,
  firstOpenCookDate,
  isBeforeSkipCutoff,
  mealDates,
  normaliseWeekdays,
  periodEnd,
  pickupSlots,
  WEEKDAY_NAMES,
  type PickupSlot,
} from '../tiffin-rules';
import { TIFFIN_SUBSCRIPTION_STATUSES, TiffinSubscription } from './tiffin-subscription.entity';
import { tiffinError } from '../tiffin.exception';

/** Subscriptions awaiting payment or active take a place on their plan until they end. */
const HOLDING_A_PLACE = In(['AWAITING_PAYMENT', 'ACTIVE']);

/** Customers' subscriptions to plans: taking one, paying for it, cancelling it. */
@Injectable()
export class TiffinSubscriptionsService {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    private readonly plans: TiffinPlansService,
    private readonly mealStates: TiffinMealStates,
    private readonly credit: TiffinCredit,
    private readonly autopay: TiffinAutopayMandates,
    private readonly settings: KitchenSettingsService,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly paidPeriods: TiffinPaidPeriods,
  ) {}

  /**
   * Subscribes the customer to a plan for one period, starting on the first of their days whose skip cutoff is still
   * ahead. The plan's place count is decided inside one transaction that first locks the plan row, so concurrent
   * subscribers cannot pass its capacity. The subscription awaits its payment.
   */
  async subscribe(userId: number, input: SubscribeDto): Promise<TiffinSubscription> {
    const plan = await this.plans.findOrThrow(input.planId);
    if (!plan.active) throw tiffinError('TIFFIN_PLAN_CLOSED');
    if (!plan.periods.includes(input.period))
      throw tiffinError('TIFFIN_CHOICE_NOT_OFFERED', `${plan.name} is sold by ${plan.periods.join(', ')}, not by ${input.period}.`);
    const weekdays = normaliseWeekdays(input.weekdays ?? plan.weekdays);
    const other = weekdays.find((day) => !plan.weekdays.includes(day));
    if (other !== undefined) throw tiffinError('TIFFIN_CHOICE_NOT_OFFERED', `${plan.name} does not serve on ${WEEKDAY_NAMES[other]}s.`);
    const slot = chosenSlot(plan, input.pickupFrom);
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    const today = localDate(now, zone);
    const startDate = firstOpenCookDate(today, weekdays, cutoffOf(plan), now, zone);
    if (!startDate) throw tiffinError('TIFFIN_NO_OPEN_DATE');
    const endDate = periodEnd(startDate, input.period);
    return this.writes.transaction(async (manager) => {
      await this.lockPlan(manager, plan.id);
      const repository = manager.getRepository(TiffinSubscription);
      const taken = await repository.count({
        where: { planId: plan.id, status: HOLDING_A_PLACE, endDate: MoreThanOrEqual(today) },
        ...latestCommitted(manager),
      });
      if (taken >= plan.capacity) throw tiffinError('TIFFIN_PLAN_FULL');
      const mine = await repository.count({
        where: { planId: plan.id, userId, status: HOLDING_A_PLACE, endDate: MoreThanOrEqual(startDate) },
        ...latestCommitted(manager),
      });
      if (mine > 0) throw tiffinError('TIFFIN_ALREADY_SUBSCRIBED');
      const subscription = await repository.save(
        repository.create({
          planId: plan.id,
          userId,
          weekdays,
          period: input.period,
          startDate,
          endDate,
          pickupFrom: slot.from,
          pickupTo: slot.to,
          pricePerMealPaise: plan.pricePerMealPaise,
          mealsInPeriod: mealDates(startDate, endDate, weekdays).length,
          paidPaise: 0,
          status: 'AWAITING_PAYMENT',
          cancelledAt: null,
          providerOrderId: null,
          providerPaymentId: null,
          previousSubscriptionId: null,
          creditAppliedPaise: 0,
          creditOutPaise: 0,
          providerSubscriptionId: null,
          renews: false,
          nextChargeAt: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return this.carryEarlierCreditWithin(manager, subscription);
    });
  }

  /**
   * Credit the customer's last period of the same plan kept (cancelled, or ended without renewal, while the kitchen
   * carries credit rather than refunding it) comes off the new period's price; the link to that period is unique, so
   * its credit is carried once.
   */
  private async carryEarlierCreditWithin(manager: EntityManager, subscription: TiffinSubscription): Promise<TiffinSubscription> {
    const repository = manager.getRepository(TiffinSubscription);
    const [earlier] = await repository.find({
      where: { planId: subscription.planId, userId: subscription.userId, id: LessThan(subscription.id) },
      order: { id: 'DESC' },
      take: 1,
    });
    const over = earlier && (earlier.status === 'CANCELLED' || (earlier.status === 'ACTIVE' && earlier.endDate < subscription.startDate));
    if (!over || (await repository.existsBy({ previousSubscriptionId: earlier.id }))) return subscription;
    const applied = await this.credit.takeWithin(manager, earlier.id, duePaise(subscription));
    if (applied === 0) return subscription;
    subscription.previousSubscriptionId = earlier.id;
    subscription.creditAppliedPaise = applied;
    if (duePaise(subscription) === 0) subscription.status = 'ACTIVE';
    return repository.save(subscription);
  }

  /** Locks the plan's row for the rest of the transaction (its place count is decided under the lock). */
  private async lockPlan(manager: EntityManager, planId: number): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(TiffinPlan)
      .set({ updatedAt: () => 'updated_at' })
      .where('id = :planId', { planId })
      .execute();
  }

  mine(userId: number): Promise<TiffinSubscription[]> {
    return this.subscriptions.find({ where: { userId }, order: { id: 'DESC' } });
  }

  async findMineOrThrow(userId: number, id: number): Promise<TiffinSubscription> {
    const subscription = await this.subscriptions.findOneBy({ id, userId });
    if (!subscription) throw tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
    return subscription;
  }

  async findOrThrow(id: number): Promise<TiffinSubscription> {
    const subscription = await this.subscriptions.findOneBy({ id });
    if (!subscription) throw tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
    return subscription;
  }

  /** The console's list; `filter` may name plans (`planId`), customers (`userId`) and states (`status`), one or several each. */
  async list(query: ListQuery): Promise<{ rows: TiffinSubscription[]; total: number }> {
    const planIds = idFilter(query.filter.planId);
    const userIds = idFilter(query.filter.userId);
    const statuses = enumFilter(query.filter.status, 'status', TIFFIN_SUBSCRIPTION_STATUSES);
    if ([planIds, userIds, statuses].some((values) => values?.length === 0)) return { rows: [], total: 0 };
    const [rows, total] = await this.subscriptions.findAndCount({
      where: {
        ...(planIds && { planId: In(planIds) }),
        ...(userIds && { userId: In(userIds) }),
        ...(statuses && { status: In(statuses) }),
      },
      order: { [query.sortField]: query.sortOrder, id: 'DESC' },
      skip: query.skip,
      take: query.take,
    });
    return { rows, total };
  }

  /** The kitchen records the period's payment (prepaid: the whole amount, once); the plan's meals are then reserved and it is invoiced. */
  async recordPayment(id: number, amountRupees: number): Promise<TiffinSubscription> {
    const subscription = await this.findOrThrow(id);
    if (subscription.status !== 'AWAITING_PAYMENT')
      throw tiffinError('TIFFIN_PAYMENT_INVALID', `This subscription is ${subscription.status.toLowerCase()}: it awaits no payment.`);
    const amountPaise = duePaise(subscription);
    if (rupeesToPaise(amountRupees) !== amountPaise)
      throw tiffinError('TIFFIN_PAYMENT_INVALID', `The period costs ${rupeesText(amountPaise)}: record that amount.`);
    const recorded = await this.subscriptions
      .createQueryBuilder()
      .update(TiffinSubscription)
      .set({ status: 'ACTIVE', paidPaise: amountPaise, updatedAt: this.clock.now() })
      .where("id = :id AND status = 'AWAITING_PAYMENT'", { id })
      .execute();
    if (recorded.affected !== 1) throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This subscription awaits no payment.');
    const paid = await this.findOrThrow(id);
    await this.paidPeriods.paid(paid);
    return paid;
  }

  /**
   * Unpaid subscriptions whose first meal is past its skip cutoff give their place on the plan back: they become
   * CANCELLED (a renewal's carried credit goes back to the period it came from), and a payment that still arrives for
   * one is refunded (TiffinPayments.settle answers `unkept`). The
   * conditional update from AWAITING_PAYMENT decides between this and a payment landing at the same moment. Answers
   * how many expired.
   */
  async expireUnpaid(): Promise<number> {
    const now = this.clock.now();
    const waiting = await this.subscriptions.findBy({ status: 'AWAITING_PAYMENT' });
    const plans = new Map<number, TiffinPlan>();
    let expired = 0;
    for (const subscription of waiting) {
      const plan = plans.get(subscription.planId) ?? (await this.plans.findOrThrow(subscription.planId));
      plans.set(plan.id, plan);
      if (isBeforeSkipCutoff(subscription.startDate, cutoffOf(plan), now, this.config.kitchenTimeZone)) continue;
      expired += await this.writes.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(TiffinSubscription)
          .set({ status: 'CANCELLED', cancelledAt: now, renews: false, updatedAt: now })
          .where("id = :id AND status = 'AWAITING_PAYMENT'", { id: subscription.id })
          .execute();
        if (result.affected !== 1) return 0;
        await this.credit.returnAppliedWithin(manager, subscription);
        return 1;
      });
    }
    return expired;
  }

  /**
   * Cancels the subscription. Paid meals whose skip cutoff is still ahead are cancelled (their portions return, they
   * become credit); meals past their cutoff are still cooked and served. The credit is then refunded from the period's
   * payment in the same transaction, or left to carry into the customer's next subscription of the plan, as the
   * kitchen's setting says. An AutoPay mandate is cancelled at the provider first, so no charge follows.
   */
  async cancel(userId: number, id: number): Promise<TiffinSubscription> {
    const subscription = await this.findMineOrThrow(userId, id);
    if (subscription.status === 'CANCELLED') throw tiffinError('TIFFIN_SUBSCRIPTION_CANCELLED');
    if (subscription.providerSubscriptionId && subscription.renews) await this.autopay.stop(subscription.providerSubscriptionId);
    const refundCredit = (await this.settings.read()).tiffinCancelCredit === 'REFUND';
    const plan = await this.plans.findOrThrow(subscription.planId);
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    const open = mealDates(localDate(now, zone), subscription.endDate, subscription.weekdays).filter(
      (date) => date >= subscription.startDate && isBeforeSkipCutoff(date, cutoffOf(plan), now, zone),
    );
    const refundOwed = await this.mealStates.retryingInsertRaces(() =>
      this.writes.transaction(async (manager) => {
        const cancelled = await manager
          .createQueryBuilder()
          .update(TiffinSubscription)
          .set({ status: 'CANCELLED', cancelledAt: now, renews: false, updatedAt: now })
          .where("id = :id AND status <> 'CANCELLED'", { id })
          .execute();
        if (cancelled.affected !== 1) throw tiffinError('TIFFIN_SUBSCRIPTION_CANCELLED');
        if (subscription.status === 'AWAITING_PAYMENT') {
          await this.credit.returnAppliedWithin(manager, subscription);
          return false;
        }
        for (const date of open) await this.mealStates.setUnserved(manager, subscription, date, 'CANCELLED', now);
        return refundCredit && (await this.credit.refundWithin(manager, subscription));
      }),
    );
    if (refundOwed) this.credit.sendSoon();
    return this.findOrThrow(id);
  }
}

/** The plan's slot starting at `pickupFrom` (the first slot when none is named); 400 naming the slots offered otherwise. */
export function chosenSlot(plan: TiffinPlan, pickupFrom: string | undefined): PickupSlot {
  const slots = pickupSlots(plan);
  const slot = pickupFrom === undefined ? slots[0] : slots.find((offered) => offered.from === pickupFrom);
  if (!slot)
    throw tiffinError(
      'TIFFIN_PICKUP_SLOT_INVALID',
      `${pickupFrom} does not start one of ${plan.name}'s pickup slots: ${slots.map((offered) => `${offered.from}–${offered.to}`).join(', ')}.`,
    );
  return slot;
}

export function cutoffOf(plan: TiffinPlan): { daysBefore: number; time: string } {
  return { daysBefore: plan.skipCutoffDaysBefore, time: plan.skipCutoffTime };
}
