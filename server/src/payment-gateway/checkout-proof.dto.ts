import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, Matches } from 'class-validator';

/** One of the provider's ids Checkout hands back (order, subscription, payment). */
function ProviderId(field: string, example: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example }),
    IsString({ message: `${field} must be text` }),
    Length(1, 64, { message: `${field} must be 1 to 64 characters` }),
  );
}

/** Checkout's signature over the ids, which the server checks with the key secret. */
function CheckoutSignature(signs: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      example: '4a8c3b0f0c2f1e9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e',
      description: `Hex HMAC-SHA256 of "${signs}" with the key secret`,
    }),
    IsString({ message: 'razorpay_signature must be text' }),
    Matches(/^[0-9a-fA-F]{64}$/, { message: 'razorpay_signature must be 64 hexadecimal characters' }),
  );
}

/** What Razorpay Checkout (or the test-mode page) hands its `handler` after a payment of an order, passed on unchanged. */
export class VerifyPaymentDto {
  @ProviderId('razorpay_order_id', 'order_NgNQ1sVwJ5oCqD') razorpay_order_id: string;
  @ProviderId('razorpay_payment_id', 'pay_NgNQ8KyrPz6Fbt') razorpay_payment_id: string;
  @CheckoutSignature('order_id|payment_id') razorpay_signature: string;
}

/** What Razorpay Checkout (or the test-mode page) hands back after the customer approves an AutoPay mandate. */
export class VerifyAutopayDto {
  @ProviderId('razorpay_subscription_id', 'sub_00000000000001') razorpay_subscription_id: string;
  @ProviderId('razorpay_payment_id', 'pay_NgNQ8KyrPz6Fbt') razorpay_payment_id: string;
  @CheckoutSignature('payment_id|subscription_id') razorpay_signature: string;
}
