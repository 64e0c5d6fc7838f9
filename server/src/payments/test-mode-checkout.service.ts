import { Injectable, Optional, Inject } from '@nestjs/common';
import { OrderPayments } from '../orders/order-payments.service';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { TestCheckoutResponse, TestModeGateway } from '../payment-gateway/test-mode-gateway';
import { paymentError } from './payments.exception';

/** The test-mode page's Pay and Fail buttons: the only code that knows the test mode apart from Razorpay. */
@Injectable()
export class TestModeCheckout {
  constructor(
    private readonly orderPayments: OrderPayments,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  async attempt(userId: number, providerOrderId: string, outcome: 'captured' | 'failed'): Promise<TestCheckoutResponse> {
    if (!(this.gateway instanceof TestModeGateway)) throw paymentError('TEST_MODE_OFF');
    const order = await this.orderPayments.findOwnedByProviderOrder(userId, providerOrderId);
    return this.gateway.attempt(providerOrderId, order.totalPaise, outcome);
  }
}
