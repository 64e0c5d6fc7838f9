import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';
import { CANCEL_WINDOW_SECONDS } from './order-rules';

/** The orders module's errors: stable codes, their statuses and their one wording. */
export const ORDER_ERRORS = {
  ORDER_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'Order not found.' },
  ORDER_ALREADY_CANCELLED: { status: HttpStatus.CONFLICT, message: 'This order is already cancelled.' },
  ORDER_IN_KITCHEN: {
    status: HttpStatus.CONFLICT,
    message: 'This order is already being handled by the kitchen and can no longer be cancelled.',
  },
  ORDER_CANCEL_WINDOW_PASSED: {
    status: HttpStatus.CONFLICT,
    message: `You can’t cancel this order now: the ${CANCEL_WINDOW_SECONDS}-second cancellation window has passed.`,
  },
  ORDER_CANCELLED_IS_FINAL: {
    status: HttpStatus.CONFLICT,
    message: (orderRefId: string) => `Order ${orderRefId} is cancelled; a cancelled order cannot change status.`,
  },
  ORDER_CHANGED_MEANWHILE: {
    status: HttpStatus.CONFLICT,
    message: 'The order changed while you were updating it. Please reload and try again.',
  },
  ORDER_STOCK_CHANGED: {
    status: HttpStatus.CONFLICT,
    message: (dish: string) => `${dish} changed while your order was placed. Please try again.`,
  },
  STREAM_LIMIT_REACHED: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: (scope: string) => `Too many live updates are open ${scope}. Close other tabs or windows showing them and try again.`,
  },
  STREAMS_BUSY: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Live updates are busy right now. The page keeps refreshing by itself; please try again later.',
  },
  ONLINE_PAYMENT_UNAVAILABLE: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Online payment is not offered by this kitchen right now. Please choose cash on delivery (paymentMethod COD).',
  },
  ORDER_AWAITING_PAYMENT: {
    status: HttpStatus.CONFLICT,
    message: (orderRefId: string) => `Order ${orderRefId} is waiting for its online payment; until it is paid it can only be cancelled.`,
  },
} satisfies ErrorCatalogue;

export const orderError = errorsOf(ORDER_ERRORS);
