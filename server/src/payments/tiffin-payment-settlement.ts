import { Injectable } from '@nestjs/common';
import type { ProviderPayment } from '../payment-gateway/payment-gateway';
import { OrderRefunds } from '../orders/lifecycle/order-refunds.service';
import { TiffinPayments, tiffinReceipt, type TiffinSettlement } from '../tiffin/billing/tiffin-payments.service';
import type { TiffinSubscription } from '../tiffin/subscriptions/tiffin-subscription.entity';
import { PaymentSettlement } from './payment-settlement.service';

/**
 * A provider payment of a tiffin period's checkout, applied once whoever reports it (the webhook or the sweep): the
 * period is paid by it, or the money it does not keep goes back, once per payment (one refund row, whoever writes it).
 */
@Injectable()
export class TiffinPaymentSettlement {
  constructor(
    private readonly tiffin: TiffinPayments,
    private readonly refunds: OrderRefunds,
    private readonly settlement: PaymentSettlement,
  ) {}

  async apply(subscription: TiffinSubscription, reported: ProviderPayment): Promise<TiffinSettlement> {
    const settled = await this.tiffin.settle(subscription, reported);
    if (settled === 'unkept' || settled === 'mismatched') {
      const reference = { id: tiffinReceipt(subscription), orderRefId: tiffinReceipt(subscription) };
      await this.refunds.refundUnkept(reported, reference, settled === 'unkept' ? 'EXTRA_PAYMENT' : 'MISMATCHED_PAYMENT');
    }
    return settled;
  }

  /** Asks the provider for the payments of the period's checkout and applies each captured or authorized one. */
  async reconcile(subscription: TiffinSubscription): Promise<void> {
    const payments = await this.settlement.activeGateway.orderPayments(subscription.providerOrderId!);
    for (const payment of payments.filter((one) => one.status === 'captured' || one.status === 'authorized'))
      await this.apply(subscription, payment);
  }
}
