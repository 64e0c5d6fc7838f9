import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../database/database-errors';
import { PaymentGateway } from '../../payment-gateway/payment-gateway';
import { TiffinPlan } from '../plans/tiffin-plan.entity';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { TiffinProviderPlan } from './tiffin-provider-plan.entity';
import type { TiffinPeriod } from '../tiffin-rules';
import { duePaise } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { tiffinError } from '../tiffin.exception';

/** How a period recurs at the provider. A month has 28 to 31 days and so no fixed number of meals: AutoPay sells weeks. */
const RECURRENCE: Partial<Record<TiffinPeriod, { period: 'weekly'; interval: number; chargesInAYear: number }>> = {
  WEEK: { period: 'weekly', interval: 1, chargesInAYear: 52 },
  FOUR_WEEKS: { period: 'weekly', interval: 4, chargesInAYear: 13 },
};

/** What the customer's checkout opens with to approve the mandate. */
export interface TiffinAutopayCheckout {
  provider: PaymentGateway['provider'];
  keyId: string;
  checkoutUrl: string | null;
  providerSubscriptionId: string;
  /** The provider's page to approve the mandate on, when it offers one. */
  shortUrl: string | null;
  /** Paise charged each period. */
  amount: number;
}

/**
 * UPI AutoPay mandates through the payment gateway: a provider plan per tiffin plan, period and amount (created once,
 * then reused), and a provider subscription per customer's subscription, which charges each period (TiffinAutopay
 * applies the charges). Cancelling stops the mandate at the provider.
 */
@Injectable()
export class TiffinAutopayMandates {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    @InjectRepository(TiffinProviderPlan) private readonly providerPlans: Repository<TiffinProviderPlan>,
    private readonly plans: TiffinPlansService,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
    private readonly clock: Clock,
  ) {}

  /** The mandate that pays this period and renews it, created on the first call and answered again after. */
  async start(subscription: TiffinSubscription): Promise<TiffinAutopayCheckout> {
    const gateway = this.gatewayOrThrow();
    const plan = await this.plans.findOrThrow(subscription.planId);
    const recurrence = RECURRENCE[subscription.period];
    if (!plan.autopayAllowed) throw tiffinError('TIFFIN_CHOICE_NOT_OFFERED', `${plan.name} is prepaid only: AutoPay is not offered.`);
    if (!recurrence) throw tiffinError('TIFFIN_CHOICE_NOT_OFFERED', 'AutoPay charges by the week or by four weeks, not by the month.');
    if (subscription.status !== 'AWAITING_PAYMENT') throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This subscription awaits no payment.');
    const amount = duePaise(subscription);
    if (amount !== subscription.pricePerMealPaise * subscription.mealsInPeriod)
      throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This period carries credit from the last one: pay it now, then choose AutoPay.');
    if (subscription.providerOrderId) throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This period is being paid by Checkout already.');
    if (!subscription.providerSubscriptionId) {
      const providerPlanId = await this.providerPlanFor(plan, subscription.period, amount, recurrence);
      const mandate = await gateway.createSubscription({
        providerPlanId,
        totalCount: recurrence.chargesInAYear,
        notes: { tiffinSubscriptionId: String(subscription.id) },
      });
      await this.subscriptions.update(
        { id: subscription.id, providerSubscriptionId: IsNull() },
        { providerSubscriptionId: mandate.id, renews: true, updatedAt: this.clock.now() },
      );
    }
    const { providerSubscriptionId } = await this.subscriptions.findOneByOrFail({ id: subscription.id });
    const mandate = await gateway.fetchSubscription(providerSubscriptionId!);
    return {
      provider: gateway.provider,
      keyId: gateway.keyId,
      checkoutUrl: gateway.checkoutUrl,
      providerSubscriptionId: providerSubscriptionId!,
      shortUrl: mandate?.shortUrl ?? null,
      amount,
    };
  }

  /** Stops the mandate at the provider (before the period is cancelled here: an unreachable provider changes nothing). */
  async stop(providerSubscriptionId: string): Promise<void> {
    await this.gatewayOrThrow().cancelSubscription(providerSubscriptionId);
    await this.subscriptions.update({ providerSubscriptionId }, { renews: false, updatedAt: this.clock.now() });
  }

  /** The provider's plan for this price, from the cache; two first callers racing both answer the one the index kept. */
  private async providerPlanFor(
    plan: TiffinPlan,
    period: TiffinPeriod,
    amountPaise: number,
    recurrence: NonNullable<(typeof RECURRENCE)[TiffinPeriod]>,
  ): Promise<string> {
    const gateway = this.gatewayOrThrow();
    const key = { provider: gateway.provider, planId: plan.id, period, amountPaise };
    const cached = await this.providerPlans.findOneBy(key);
    if (cached) return cached.providerPlanId;
    const providerPlanId = await gateway.createPlan({
      period: recurrence.period,
      interval: recurrence.interval,
      amount: amountPaise,
      name: `${plan.name} (${period})`,
      notes: { tiffinPlanId: String(plan.id), period },
    });
    try {
      await this.providerPlans.insert({ ...key, providerPlanId, createdAt: this.clock.now() });
      return providerPlanId;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return (await this.providerPlans.findOneByOrFail(key)).providerPlanId;
    }
  }

  private gatewayOrThrow(): PaymentGateway {
    if (!this.gateway) throw tiffinError('TIFFIN_PAYMENT_INVALID', 'Online payment is off: pay the kitchen, who records it.');
    return this.gateway;
  }
}
