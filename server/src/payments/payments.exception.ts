import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** The payments module's errors: stable codes, their statuses and their one wording. */
export const PAYMENT_ERRORS = {
  PAYMENT_SIGNATURE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message:
      'The payment signature does not match: razorpay_signature must be the HMAC-SHA256 of "razorpay_order_id|razorpay_payment_id" made with the key secret.',
  },
  PAYMENT_NOT_FOUND: {
    status: HttpStatus.BAD_REQUEST,
    message: (paymentId: string) => `The payment provider knows no payment ${paymentId}.`,
  },
  PAYMENT_MISMATCH: {
    status: HttpStatus.BAD_REQUEST,
    message:
      'This payment is not for this order or not for its full amount, so it was not applied. Money paid against this order that it cannot take goes back automatically.',
  },
  PAYMENT_NOT_COMPLETED: {
    status: HttpStatus.CONFLICT,
    message: 'This payment did not go through. Nothing was charged; please try again or choose another payment method.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message:
      'The X-Razorpay-Signature header does not match the body: it must be the HMAC-SHA256 of the raw body made with the webhook secret.',
  },
  WEBHOOK_BODY_INVALID: { status: HttpStatus.BAD_REQUEST, message: 'The webhook body must be a Razorpay event in JSON.' },
  TEST_MODE_OFF: { status: HttpStatus.NOT_FOUND, message: 'The test-mode payment page is only available when payments run in test mode.' },
  ONLINE_PAYMENTS_OFF: { status: HttpStatus.NOT_FOUND, message: 'Online payment is not offered by this kitchen right now.' },
} satisfies ErrorCatalogue;

export const paymentError = errorsOf(PAYMENT_ERRORS);
