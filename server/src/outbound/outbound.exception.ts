import { HttpStatus } from '@nestjs/common';
import { DomainException, ErrorCatalogue, errorsOf, isDomainException } from '../common/domain-exception';

/**
 * Why the guard refused a user-supplied URL. Callers that take the URL from a request answer with their own code and
 * this message (push: PUSH_ENDPOINT_REFUSED); senders record it.
 */
export const OUTBOUND_ERRORS = {
  OUTBOUND_URL_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message: (problem: string) => `the address ${problem}`,
  },
  OUTBOUND_ADDRESS_REFUSED: {
    status: HttpStatus.BAD_REQUEST,
    message: (refusal: string) => `${refusal}, which requests to outside services may not reach`,
  },
  OUTBOUND_HOST_UNRESOLVED: {
    status: HttpStatus.BAD_REQUEST,
    message: (hostname: string, reason: string) => `the host ${hostname} could not be resolved (${reason})`,
  },
} satisfies ErrorCatalogue;

export type OutboundErrorCode = keyof typeof OUTBOUND_ERRORS;

export const outboundError = errorsOf(OUTBOUND_ERRORS);

/** Whether the guard refused (or could not resolve) the URL, as opposed to the request failing on the way. */
export function isOutboundError(error: unknown, ...codes: OutboundErrorCode[]): error is DomainException {
  if (!isDomainException(error) || !(error.code in OUTBOUND_ERRORS)) return false;
  return codes.length === 0 || codes.includes(error.code as OutboundErrorCode);
}
