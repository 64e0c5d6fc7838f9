import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

/** Errors of talking to the payment provider. */
export const PAYMENT_GATEWAY_ERRORS = {
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message:
      'Online payment cannot be reached right now. Nothing was charged or held; please try again in a minute, or pay cash on pickup.',
  },
  PAYMENT_PROVIDER_REFUSED: {
    status: HttpStatus.BAD_GATEWAY,
    message: (reason: string) => `The payment provider refused the request: ${reason}`,
  },
} satisfies ErrorCatalogue;

export const paymentGatewayError = errorsOf(PAYMENT_GATEWAY_ERRORS);
