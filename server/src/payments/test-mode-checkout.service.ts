import { Injectable, Optional, Inject } from '@nestjs/common';
import { OrderPayments } from '../orders/lifecycle/order-payments.service';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { TestCheckoutResponse, TestModeGateway } from '../payment-gateway/test-mode-gateway';
import { periodPaise, TiffinPayments } from '../tiffin/tiffin-payments.service';
import { paymentError } from './payments.exception';

/** The test-mode page's Pay and Fail buttons (for an order or a tiffin period): the only code that knows the test mode apart from Razorpay. */
@Injectable()
export class TestModeCheckout {
  constructor(
    private readonly orderPayments: OrderPayments,
    private readonly tiffin: TiffinPayments,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  async attempt(userId: number, providerOrderId: string, outcome: 'captured' | 'failed'): Promise<TestCheckoutResponse> {
    if (!(this.gateway instanceof TestModeGateway)) throw paymentError('TEST_MODE_OFF');
    const subscription = await this.tiffin.findOwnedByProviderOrder(userId, providerOrderId);
    const amount = subscription
      ? periodPaise(subscription)
      : (await this.orderPayments.findOwnedByProviderOrder(userId, providerOrderId)).totalPaise;
    return this.gateway.attempt(providerOrderId, amount, outcome);
  }
}
