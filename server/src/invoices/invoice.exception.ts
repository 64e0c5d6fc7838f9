import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';
import { MAX_INVOICES_PER_DOWNLOAD, MAX_INVOICE_RANGE_DAYS } from './invoice-rules';

/** The invoices module's errors: stable codes, their statuses and their one wording. */
export const INVOICE_ERRORS = {
  INVOICE_NOT_ISSUED: {
    status: HttpStatus.CONFLICT,
    message: 'This order is still waiting for its online payment; its tax invoice is issued once it is paid.',
  },
  TIFFIN_INVOICE_NOT_ISSUED: {
    status: HttpStatus.CONFLICT,
    message: 'This tiffin period is not paid yet; its tax invoice is issued once it is paid.',
  },
  INVOICE_RANGE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'from and to must be real calendar dates as YYYY-MM-DD, with from not after to.',
  },
  INVOICE_RANGE_TOO_LONG: {
    status: HttpStatus.BAD_REQUEST,
    message: `Download at most ${MAX_INVOICE_RANGE_DAYS} days of invoices at a time.`,
  },
  INVOICE_RANGE_TOO_MANY: {
    status: HttpStatus.BAD_REQUEST,
    message: (count: number) =>
      `${count} orders were placed in these days; download at most ${MAX_INVOICES_PER_DOWNLOAD} invoices at a time (choose fewer days).`,
  },
  INVOICE_RANGE_EMPTY: {
    status: HttpStatus.NOT_FOUND,
    message: 'No orders were placed in these days, so there are no invoices to download.',
  },
  INVOICE_RENDERER_BUSY: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'Many invoices are being prepared right now. Please try again in a few seconds.',
  },
} satisfies ErrorCatalogue;

export const invoiceError = errorsOf(INVOICE_ERRORS);
