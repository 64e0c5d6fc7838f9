import { Injectable, Optional, Inject } from '@nestjs/common';
import { OrderPayments } from '../orders/lifecycle/order-payments.service';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { TestCheckoutResponse, TestModeGateway, TestSubscriptionResponse } from '../payment-gateway/test-mode-gateway';
import { TiffinAutopay } from '../tiffin/billing/tiffin-autopay.service';
import { TiffinPayments } from '../tiffin/billing/tiffin-payments.service';
import { duePaise } from '../tiffin/tiffin-rules';
import { paymentError } from './payments.exception';

/** The test-mode page's Pay and Fail buttons (for an order, a tiffin period or its AutoPay): the only code that knows the test mode apart from Razorpay. */
@Injectable()
export class TestModeCheckout {
  constructor(
    private readonly orderPayments: OrderPayments,
    private readonly tiffin: TiffinPayments,
    private readonly autopay: TiffinAutopay,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  async attempt(userId: number, providerOrderId: string, outcome: 'captured' | 'failed'): Promise<TestCheckoutResponse> {
    if (!(this.gateway instanceof TestModeGateway)) throw paymentError('TEST_MODE_OFF');
    const subscription = await this.tiffin.findOwnedByProviderOrder(userId, providerOrderId);
    const amount = subscription
      ? duePaise(subscription)
      : (await this.orderPayments.findOwnedByProviderOrder(userId, providerOrderId)).totalPaise;
    return this.gateway.attempt(providerOrderId, amount, outcome);
  }

  /**
   * The test page's AutoPay buttons: the first charge approves the mandate and pays the period awaiting payment;
   * each later one is the charge the provider makes for the next period (or, failed, one it could not make).
   */
  async charge(userId: number, providerSubscriptionId: string, outcome: 'captured' | 'failed'): Promise<TestSubscriptionResponse> {
    if (!(this.gateway instanceof TestModeGateway)) throw paymentError('TEST_MODE_OFF');
    const period = await this.autopay.latestOwnedPeriod(userId, providerSubscriptionId);
    return this.gateway.chargeSubscription(providerSubscriptionId, period.pricePerMealPaise * period.mealsInPeriod, outcome);
  }
}
