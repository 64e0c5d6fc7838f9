import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiEnvelopeOneOf, ApiFailure } from '../common/api-envelope';
import { rawBodyOf } from '../common/json-body';
import { ResponseMessage } from '../common/response-decorators';
import { OrderDto } from '../orders/dto/order.dto';
import { ORDER_ERRORS } from '../orders/order.exception';
import { OrderReads } from '../orders/order-reads.service';
import { PAYMENT_GATEWAY_ERRORS } from '../payment-gateway/payment-gateway.exception';
import { TiffinSubscriptionDto } from '../tiffin/dto/tiffin-subscription.dto';
import { TiffinPayments } from '../tiffin/billing/tiffin-payments.service';
import { TiffinSubscriptionViews } from '../tiffin/subscriptions/tiffin-subscription-views';
import type { User } from '../users/user.entity';
import { VerifyPaymentDto } from '../payment-gateway/checkout-proof.dto';
import { CheckoutResponseDto, SubscriptionCheckoutResponseDto, WebhookAnswerDto } from './dto/verify-payment.dto';
import { PAYMENT_ERRORS } from './payments.exception';
import { RazorpayWebhooks } from './razorpay-webhooks.service';
import { PaymentSettlement } from './payment-settlement.service';
import { TestModeCheckout } from './test-mode-checkout.service';

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly settlement: PaymentSettlement,
    private readonly webhooks: RazorpayWebhooks,
    private readonly testMode: TestModeCheckout,
    private readonly orders: OrderReads,
    private readonly tiffinPayments: TiffinPayments,
    private readonly tiffinViews: TiffinSubscriptionViews,
  ) {}

  @Post('razorpay/verify')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Payment received')
  @ApiOperation({
    summary:
      "Confirms an online order's payment from what Razorpay Checkout handed its handler: signature checked, payment fetched from Razorpay, captured if only authorized",
  })
  @ApiEnvelope(OrderDto)
  @ApiFailure(PAYMENT_ERRORS, 'PAYMENT_SIGNATURE_INVALID')
  @ApiFailure(PAYMENT_ERRORS, 'PAYMENT_NOT_COMPLETED')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  @ApiFailure(PAYMENT_GATEWAY_ERRORS, 'PAYMENT_PROVIDER_UNAVAILABLE')
  async verify(@CurrentUser() user: User, @Body() body: VerifyPaymentDto): Promise<OrderDto> {
    const order = await this.settlement.verify(user.id, body.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature);
    return this.orders.findMineOrThrow(user.id, order.id);
  }

  @Post('razorpay/webhook')
  @HttpCode(200)
  @ResponseMessage('Webhook received')
  @ApiOperation({
    summary:
      "Razorpay's webhooks (payment.captured, payment.authorized, payment.failed, order.paid, refund.processed, refund.failed, and for tiffin AutoPay subscription.authenticated, .activated, .charged, .pending, .halted, .cancelled, .completed); others answer 200 and are ignored",
  })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true, description: 'Hex HMAC-SHA256 of the raw body with the webhook secret' })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false, description: 'Each event id is acted on once; redeliveries answer duplicate' })
  @ApiEnvelope(WebhookAnswerDto)
  @ApiFailure(PAYMENT_ERRORS, 'WEBHOOK_SIGNATURE_INVALID')
  async webhook(@Req() request: FastifyRequest): Promise<WebhookAnswerDto> {
    const outcome = await this.webhooks.receive({
      rawBody: rawBodyOf(request) ?? '',
      signature: header(request, 'x-razorpay-signature'),
      eventId: header(request, 'x-razorpay-event-id'),
    });
    return { outcome };
  }

  @Post('test/:providerOrderId/pay')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Test payment made')
  @ApiOperation({
    summary: "Test mode only: the test page's Pay button. No money moves; answers what Razorpay Checkout would hand its handler",
  })
  @ApiEnvelope(CheckoutResponseDto)
  @ApiFailure(PAYMENT_ERRORS, 'TEST_MODE_OFF')
  pay(@CurrentUser() user: User, @Param('providerOrderId') providerOrderId: string): Promise<CheckoutResponseDto> {
    return this.testMode.attempt(user.id, providerOrderId, 'captured');
  }

  @Post('test/:providerOrderId/fail')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Test payment failed')
  @ApiOperation({
    summary:
      "Test mode only: the test page's Fail button. Records a failed attempt; the order (or the tiffin subscription) keeps waiting for payment and is answered",
  })
  @ApiEnvelopeOneOf([OrderDto, TiffinSubscriptionDto], { description: 'The order, or the tiffin subscription the payment was for' })
  @ApiFailure(PAYMENT_ERRORS, 'TEST_MODE_OFF')
  async fail(@CurrentUser() user: User, @Param('providerOrderId') providerOrderId: string): Promise<OrderDto | TiffinSubscriptionDto> {
    const attempt = await this.testMode.attempt(user.id, providerOrderId, 'failed');
    const subscription = await this.tiffinPayments.findOwnedByProviderOrder(user.id, attempt.razorpay_order_id);
    if (subscription) return this.tiffinViews.view(subscription);
    const order = await this.settlement.ownedOrder(user.id, attempt.razorpay_order_id);
    return this.orders.findMineOrThrow(user.id, order.id);
  }

  @Post('test/subscriptions/:providerSubscriptionId/pay')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Test AutoPay charge made')
  @ApiOperation({
    summary:
      "Test mode only: the test page's AutoPay button. The first charge approves the mandate and pays the period; each later one charges the next period. No money moves",
  })
  @ApiEnvelope(SubscriptionCheckoutResponseDto)
  @ApiFailure(PAYMENT_ERRORS, 'TEST_MODE_OFF')
  payMandate(
    @CurrentUser() user: User,
    @Param('providerSubscriptionId') providerSubscriptionId: string,
  ): Promise<SubscriptionCheckoutResponseDto> {
    return this.testMode.charge(user.id, providerSubscriptionId, 'captured');
  }

  @Post('test/subscriptions/:providerSubscriptionId/fail')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Test AutoPay charge failed')
  @ApiOperation({ summary: 'Test mode only: an AutoPay charge that fails; the period stays due until a charge succeeds' })
  @ApiEnvelope(SubscriptionCheckoutResponseDto)
  @ApiFailure(PAYMENT_ERRORS, 'TEST_MODE_OFF')
  failMandate(
    @CurrentUser() user: User,
    @Param('providerSubscriptionId') providerSubscriptionId: string,
  ): Promise<SubscriptionCheckoutResponseDto> {
    return this.testMode.charge(user.id, providerSubscriptionId, 'failed');
  }
}
