import { ApiProperty } from '@nestjs/swagger';

/** The same three values, as the test-mode page's Pay button answers them. */
export class CheckoutResponseDto {
  @ApiProperty({ example: 'order_test_5fQ2kLm9xYz1' }) razorpay_order_id: string;
  @ApiProperty({ example: 'pay_test_Hk3Jd8sLq0pA' }) razorpay_payment_id: string;
  @ApiProperty({ example: '4a8c3b0f0c2f1e9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e' }) razorpay_signature: string;
}

/** What the test-mode page's AutoPay buttons answer: the three values Razorpay Checkout hands over for a subscription. */
export class SubscriptionCheckoutResponseDto {
  @ApiProperty({ example: 'sub_test_5fQ2kLm9xYz1' }) razorpay_subscription_id: string;
  @ApiProperty({ example: 'pay_test_Hk3Jd8sLq0pA' }) razorpay_payment_id: string;
  @ApiProperty({ example: '4a8c3b0f0c2f1e9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e' }) razorpay_signature: string;
}

export class WebhookAnswerDto {
  @ApiProperty({
    enum: ['handled', 'duplicate', 'ignored'],
    description: 'duplicate: this event id was handled before; ignored: not an event we act on',
  })
  outcome: 'handled' | 'duplicate' | 'ignored';
}
