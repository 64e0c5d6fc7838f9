import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { PaymentGateway, type ProviderPayment } from '../../payment-gateway/payment-gateway';
import { TiffinPaidPeriods } from './tiffin-paid-periods.port';
import { duePaise } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { tiffinError } from '../tiffin.exception';

/** A period's checkout is asked about once it has been quiet this long (its customer's verify call usually comes first). */
const ASK_AFTER_MS = 3 * 60_000;
/** and again at most this often, */
const RECHECK_MS = 10 * 60_000;
/** and, once paid by hand or cancelled, for this long: a payment that still arrives must go back. */
const RECENT_CHANGE_MS = 30 * 60_000;

/** What became of a provider payment reported for a subscription (see TiffinPayments.settle). */
export type TiffinSettlement = 'paid' | 'unkept' | 'mismatched' | 'unpaid';

/** The reference a refund of a subscription's payment carries, in place of an order's. */
export const tiffinReceipt = (subscription: Pick<TiffinSubscription, 'id'>): string => `tiffin-${subscription.id}`;

/** What the customer's checkout opens with to pay a period. */
export interface TiffinCheckout {
  provider: PaymentGateway['provider'];
  keyId: string;
  checkoutUrl: string | null;
  providerOrderId: string;
  /** Paise. */
  amount: number;
}

/**
 * Prepaying a period online through the payment gateway orders use (Razorpay, or the test mode): a provider order for
 * the period's price, then the payment applied once, from Checkout's verify call or from the provider's webhook,
 * whichever comes first (a conditional update of the subscription decides).
 */
@Injectable()
export class TiffinPayments {
  constructor(
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
    private readonly clock: Clock,
    private readonly paidPeriods: TiffinPaidPeriods,
  ) {}

  /** The provider order to pay the period against, created on the first call and answered again after. */
  async checkout(subscription: TiffinSubscription): Promise<TiffinCheckout> {
    const gateway = this.gatewayOrThrow();
    if (subscription.status !== 'AWAITING_PAYMENT') throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This subscription awaits no payment.');
    if (!subscription.providerOrderId) {
      const providerOrderId = await gateway.createOrder({
        amount: duePaise(subscription),
        receipt: tiffinReceipt(subscription),
        notes: { tiffinSubscriptionId: String(subscription.id) },
      });
      await this.subscriptions.update({ id: subscription.id, providerOrderId: IsNull() }, { providerOrderId, updatedAt: this.clock.now() });
    }
    const { providerOrderId } = await this.subscriptions.findOneByOrFail({ id: subscription.id });
    return {
      provider: gateway.provider,
      keyId: gateway.keyId,
      checkoutUrl: gateway.checkoutUrl,
      providerOrderId: providerOrderId!,
      amount: duePaise(subscription),
    };
  }

  /** Checkout's proof of payment: the signature, then the payment as the provider reports it. */
  async verify(subscription: TiffinSubscription, paymentId: string, signature: string): Promise<void> {
    const gateway = this.gatewayOrThrow();
    if (!subscription.providerOrderId || !gateway.isCheckoutSignatureValid(subscription.providerOrderId, paymentId, signature))
      throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This payment could not be verified.');
    const payment = await gateway.fetchPayment(paymentId);
    if (!payment || (await this.settle(subscription, payment)) !== 'paid')
      throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This payment is not a full payment of the period.');
  }

  /**
   * Periods whose checkout the provider may hold a payment for that no webhook or verify call brought: awaiting payment,
   * or changed in the last RECENT_CHANGE_MS (cancelled, or paid by hand) with no provider payment kept. Each is asked
   * about at most every RECHECK_MS, after ASK_AFTER_MS of quiet, oldest check first.
   */
  dueForReconciliation(now: Date, take: number): Promise<TiffinSubscription[]> {
    const at = now.getTime();
    return this.subscriptions
      .createQueryBuilder('subscription')
      .where('subscription.providerOrderId IS NOT NULL AND subscription.providerPaymentId IS NULL')
      .andWhere("(subscription.status = 'AWAITING_PAYMENT' OR subscription.updatedAt >= :recent)", {
        recent: new Date(at - RECENT_CHANGE_MS),
      })
      .andWhere('subscription.updatedAt <= :quiet', { quiet: new Date(at - ASK_AFTER_MS) })
      .andWhere('(subscription.paymentCheckedAt IS NULL OR subscription.paymentCheckedAt <= :recheck)', {
        recheck: new Date(at - RECHECK_MS),
      })
      .orderBy('subscription.paymentCheckedAt', 'ASC')
      .addOrderBy('subscription.id', 'ASC')
      .take(take)
      .getMany();
  }

  async checkedWithProvider(subscription: TiffinSubscription): Promise<void> {
    await this.subscriptions.update({ id: subscription.id }, { paymentCheckedAt: this.clock.now() });
  }

  findByProviderOrder(providerOrderId: string): Promise<TiffinSubscription | null> {
    return this.subscriptions.findOneBy({ providerOrderId });
  }

  findOwnedByProviderOrder(userId: number, providerOrderId: string): Promise<TiffinSubscription | null> {
    return this.subscriptions.findOneBy({ providerOrderId, userId });
  }

  /**
   * Applies a provider payment to the subscription: only a payment of its provider order, of what is due, in rupees; an
   * authorized one is captured first. `paid`: the subscription is paid by this payment (again, for a repeat), and
   * TiffinPaidPeriods is told.
   * `unkept`: captured money the subscription does not keep (it was paid already, by hand or by another payment, or
   * cancelled meanwhile), `mismatched`: captured money that is not what the period costs, in rupees; whoever hears of the
   * payment from the provider gives both back. `unpaid`: nothing was captured.
   */
  async settle(subscription: TiffinSubscription, reported: ProviderPayment): Promise<TiffinSettlement> {
    const gateway = this.gatewayOrThrow();
    if (reported.orderId !== subscription.providerOrderId) return 'unpaid';
    if (reported.amount !== duePaise(subscription) || reported.currency !== 'INR')
      return reported.status === 'captured' ? 'mismatched' : 'unpaid';
    const payment = reported.status === 'authorized' ? await gateway.capture(reported) : reported;
    if (payment.status !== 'captured') return 'unpaid';
    await this.subscriptions
      .createQueryBuilder()
      .update(TiffinSubscription)
      .set({ status: 'ACTIVE', paidPaise: payment.amount, providerPaymentId: payment.id, updatedAt: this.clock.now() })
      .where("id = :id AND status = 'AWAITING_PAYMENT'", { id: subscription.id })
      .execute();
    const now = await this.subscriptions.findOneByOrFail({ id: subscription.id });
    if (now.providerPaymentId !== payment.id) return 'unkept';
    await this.paidPeriods.paid(now);
    return 'paid';
  }

  private gatewayOrThrow(): PaymentGateway {
    if (!this.gateway) throw tiffinError('TIFFIN_PAYMENT_INVALID', 'Online payment is off: pay the kitchen, who records it.');
    return this.gateway;
  }
}
