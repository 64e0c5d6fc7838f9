import { Injectable, Logger, Optional, Inject } from '@nestjs/common';
import type { Order } from '../orders/order.entity';
import { CaptureOutcome, OrderPayments } from '../orders/lifecycle/order-payments.service';
import { OrderRefunds } from '../orders/lifecycle/order-refunds.service';
import { PaymentGateway, ProviderPayment } from '../payment-gateway/payment-gateway';
import { paymentError } from './payments.exception';

export type SettleOutcome = CaptureOutcome | 'failed-attempt' | 'mismatch' | 'not-paid';

/**
 * Applies what the provider says about a payment to its order, whoever brings the news: the customer's verify
 * call, a webhook, or the reconciliation job asking the provider itself. Authorized payments are captured first.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger('PaymentSettlement');

  constructor(
    private readonly orderPayments: OrderPayments,
    private readonly refunds: OrderRefunds,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  get activeGateway(): PaymentGateway {
    if (!this.gateway) throw paymentError('ONLINE_PAYMENTS_OFF');
    return this.gateway;
  }

  ownedOrder(userId: number, providerOrderId: string): Promise<Order> {
    return this.orderPayments.findOwnedByProviderOrder(userId, providerOrderId);
  }

  /** The customer's checkout reports a payment: its signature proves Checkout saw it, the provider confirms the rest. */
  async verify(userId: number, providerOrderId: string, paymentId: string, signature: string): Promise<Order> {
    const gateway = this.activeGateway;
    if (!gateway.isCheckoutSignatureValid(providerOrderId, paymentId, signature)) throw paymentError('PAYMENT_SIGNATURE_INVALID');
    const order = await this.orderPayments.findOwnedByProviderOrder(userId, providerOrderId);
    const payment = await gateway.fetchPayment(paymentId);
    if (!payment) throw paymentError('PAYMENT_NOT_FOUND', paymentId);
    const outcome = await this.settle(order, payment);
    if (outcome === 'mismatch') throw paymentError('PAYMENT_MISMATCH');
    if (outcome === 'failed-attempt' || outcome === 'not-paid') throw paymentError('PAYMENT_NOT_COMPLETED');
    return order;
  }

  async settle(order: Order, reported: ProviderPayment): Promise<SettleOutcome> {
    let payment = reported;
    if (!this.orderPayments.matches(order, payment)) {
      this.logger.warn(
        `Payment ${payment.id} (${payment.amount} ${payment.currency}, order ${payment.orderId}) does not match order ${order.orderRefId}`,
      );
      // Money paid against this order that it cannot take goes back; a payment of another order is that order's
      // business, and is never touched from here (a verify call naming it must change nothing).
      if (payment.orderId === order.providerOrderId && payment.status === 'captured')
        await this.refunds.refundUnkept(payment, order, 'MISMATCHED_PAYMENT');
      return 'mismatch';
    }
    if (payment.status === 'authorized') payment = await this.activeGateway.capture(payment);
    if (payment.status === 'captured' || payment.status === 'refunded') return this.orderPayments.captured(order, payment);
    if (payment.status === 'failed') {
      await this.orderPayments.attemptFailed(order);
      return 'failed-attempt';
    }
    return 'not-paid';
  }

  /** Asks the provider about every attempt on the order and applies the ones that took money (or, failing that, a failure). */
  async reconcile(order: Order): Promise<SettleOutcome> {
    const payments = await this.activeGateway.orderPayments(order.providerOrderId!);
    const taking = payments.filter((payment) => payment.status === 'captured' || payment.status === 'authorized');
    let outcome: SettleOutcome = 'not-paid';
    for (const payment of taking) outcome = await this.settle(order, payment);
    if (taking.length === 0 && payments.some((payment) => payment.status === 'failed')) {
      await this.orderPayments.attemptFailed(order);
      outcome = 'failed-attempt';
    }
    return outcome;
  }
}
