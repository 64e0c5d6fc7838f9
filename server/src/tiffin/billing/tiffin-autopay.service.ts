import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, EntityManager, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../database/database-errors';
import { lockedForUpdate } from '../../database/latest-committed';
import { WriteTransactions } from '../../database/write-transactions';
import { PaymentGateway, type ProviderPayment } from '../../payment-gateway/payment-gateway';
import { TiffinPaidPeriods } from './tiffin-paid-periods.port';
import type { TiffinSettlement } from './tiffin-payments.service';
import { TiffinRenewals } from './tiffin-renewals.service';
import { duePaise } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { tiffinError } from '../tiffin.exception';

/** Attempts at applying one charge: each lost race (another caller applied or renewed first) is looked at again. */
const APPLY_ATTEMPTS = 3;

/**
 * The charges of UPI AutoPay mandates, applied exactly once per payment whoever brings the news (the customer's verify
 * call after approving, subscription.charged, its redeliveries): a charge pays the chain's period awaiting payment, or
 * renews the paid period into the next and pays that. A payment pays one period at most (unique payment id), and a
 * period is renewed once (unique link), so racing callers end with one effect and the others see it.
 */
@Injectable()
export class TiffinAutopay {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    private readonly renewals: TiffinRenewals,
    private readonly writes: WriteTransactions,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
    private readonly clock: Clock,
    private readonly paidPeriods: TiffinPaidPeriods,
  ) {}

  /** Checkout's proof that the customer approved the mandate with its first charge: the signature, then the payment. */
  async verify(subscription: TiffinSubscription, providerSubscriptionId: string, paymentId: string, signature: string): Promise<void> {
    const gateway = this.gatewayOrThrow();
    if (
      subscription.providerSubscriptionId !== providerSubscriptionId ||
      !gateway.isSubscriptionSignatureValid(providerSubscriptionId, paymentId, signature)
    )
      throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This AutoPay approval could not be verified.');
    const payment = await gateway.fetchPayment(paymentId);
    const mandate = payment ? await gateway.fetchSubscription(providerSubscriptionId) : null;
    const settled = payment ? await this.applyCharge(providerSubscriptionId, payment, mandate?.chargeAt ?? null) : 'unpaid';
    if (settled !== 'paid') throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This payment is not a charge of the period.');
  }

  /**
   * A charge of the mandate. `paid`: it pays a period (now, or before: a repeat); `unkept`: captured money no period
   * takes (the mandate's periods were cancelled or stopped renewing); `mismatched`: not what the period costs;
   * whoever hears of it from the provider gives both back. `unpaid`: nothing was captured, the period stays due.
   * `nextChargeAt` is when the provider says it charges next: the period paid keeps it (see periodsChargedBetween).
   * The period paid is told to TiffinPaidPeriods, again on a repeat (its invoice is issued once).
   */
  async applyCharge(providerSubscriptionId: string, reported: ProviderPayment, nextChargeAt: Date | null): Promise<TiffinSettlement> {
    const payment = reported.status === 'authorized' ? await this.gatewayOrThrow().capture(reported) : reported;
    if (payment.status !== 'captured' || payment.currency !== 'INR') return 'unpaid';
    const settled = await this.applyOnce(providerSubscriptionId, payment, nextChargeAt);
    if (settled === 'paid') await this.paidPeriods.paid(await this.subscriptions.findOneByOrFail({ providerPaymentId: payment.id }));
    return settled;
  }

  /** The mandate's newest period: the one a failed charge leaves due. */
  latestPeriod(providerSubscriptionId: string): Promise<TiffinSubscription | null> {
    return this.subscriptions.findOne({ where: { providerSubscriptionId }, order: { id: 'DESC' } });
  }

  /** The newest period of the customer's mandate: the one its next charge pays or renews. */
  async latestOwnedPeriod(userId: number, providerSubscriptionId: string): Promise<TiffinSubscription> {
    const period = await this.latestPeriod(providerSubscriptionId);
    if (period?.userId !== userId) throw tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');
    return period;
  }

  /** The provider stopped charging (halted after failed retries, or cancelled): periods paid run to their end, none renews. */
  async stopRenewing(providerSubscriptionId: string): Promise<void> {
    await this.subscriptions.update({ providerSubscriptionId }, { renews: false, updatedAt: this.clock.now() });
  }

  /**
   * The AutoPay periods whose next charge (renewing them) the provider makes between `from` and `to`: the hook for
   * the debit notice a customer must get at least 24 hours before each charge. A job that runs every hour and asks
   * for the charges 24 to 25 hours ahead tells each customer once, a day before.
   */
  async periodsChargedBetween(from: Date, to: Date): Promise<TiffinSubscription[]> {
    const ending = await this.subscriptions.findBy({ nextChargeAt: Between(from, to), status: 'ACTIVE', renews: true });
    const renewed = await Promise.all(ending.map((period) => this.renewals.nextOf(period.id)));
    return ending.filter((_period, index) => renewed[index] === null);
  }

  private async applyOnce(providerSubscriptionId: string, payment: ProviderPayment, nextChargeAt: Date | null): Promise<TiffinSettlement> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.subscriptions.existsBy({ providerPaymentId: payment.id })) return 'paid';
      try {
        return await this.writes.transaction((manager) => this.applyWithin(manager, providerSubscriptionId, payment, nextChargeAt));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === APPLY_ATTEMPTS) throw error;
      }
    }
  }

  private async applyWithin(
    manager: EntityManager,
    providerSubscriptionId: string,
    payment: ProviderPayment,
    nextChargeAt: Date | null,
  ): Promise<TiffinSettlement> {
    const latest = await manager
      .getRepository(TiffinSubscription)
      .findOne({ where: { providerSubscriptionId }, order: { id: 'DESC' }, ...lockedForUpdate(manager) });
    if (!latest) return 'unpaid';
    // A racing caller applied this very payment while this one waited for the lock.
    if (latest.providerPaymentId === payment.id) return 'paid';
    const period = latest.status === 'ACTIVE' && latest.renews ? await this.renewals.renew(latest, 'keep', manager) : latest;
    if (period.status !== 'AWAITING_PAYMENT') return 'unkept';
    if (payment.amount !== duePaise(period)) return 'mismatched';
    await manager
      .getRepository(TiffinSubscription)
      .update(
        { id: period.id, status: 'AWAITING_PAYMENT' },
        { status: 'ACTIVE', paidPaise: payment.amount, providerPaymentId: payment.id, nextChargeAt, updatedAt: this.clock.now() },
      );
    return 'paid';
  }

  private gatewayOrThrow(): PaymentGateway {
    if (!this.gateway) throw tiffinError('TIFFIN_PAYMENT_INVALID', 'Online payment is off: pay the kitchen, who records it.');
    return this.gateway;
  }
}
