import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const REVIEW_ERRORS = {
  ORDER_LINE_NOT_YOURS: {
    status: HttpStatus.NOT_FOUND,
    message: (orderItemId: number) => `Order line ${orderItemId} was not found among your orders`,
  },
  REVIEW_BEFORE_DELIVERY: {
    status: HttpStatus.UNPROCESSABLE_ENTITY,
    message: 'You can review a dish only after its order has been delivered.',
  },
  REVIEW_EXISTS: { status: HttpStatus.CONFLICT, message: 'You have already reviewed this dish from this order. Edit your review instead.' },
  REVIEW_NOT_YOURS: { status: HttpStatus.NOT_FOUND, message: (id: number) => `Review ${id} was not found among your reviews` },
  REVIEW_EDIT_WINDOW_PASSED: { status: HttpStatus.FORBIDDEN, message: 'Reviews can be edited only within 7 days of writing them.' },
  REVIEW_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: (id: number) => `Review ${id} was not found` },
} satisfies ErrorCatalogue;

export const reviewError = errorsOf(REVIEW_ERRORS);
