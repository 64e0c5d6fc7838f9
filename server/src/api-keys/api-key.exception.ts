import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const API_KEY_ERRORS = {
  API_KEY_INVALID: { status: HttpStatus.UNAUTHORIZED, message: 'This API key is not known. Check that it was copied whole.' },
  API_KEY_REVOKED: { status: HttpStatus.UNAUTHORIZED, message: 'This API key was revoked. Ask the kitchen for a new one.' },
  API_KEY_EXPIRED: { status: HttpStatus.UNAUTHORIZED, message: (when: string) => `This API key expired on ${when}.` },
  API_KEY_SCOPE: {
    status: HttpStatus.FORBIDDEN,
    message: (scope: string) => `This API key lacks the scope ${scope}, which this call needs.`,
  },
  API_KEY_NOT_ALLOWED: {
    status: HttpStatus.FORBIDDEN,
    message: 'API keys reach the admin API only; this endpoint needs a person signed in.',
  },
  API_KEY_NOT_FOUND: { status: HttpStatus.NOT_FOUND, message: 'API key not found' },
  API_KEY_GRANT: {
    status: HttpStatus.FORBIDDEN,
    message: (scopes: string) => `A key can give only scopes it holds itself; this one lacks ${scopes}.`,
  },
  API_KEY_INPUT: { status: HttpStatus.BAD_REQUEST, message: (problem: string) => problem },
} satisfies ErrorCatalogue;

export const apiKeyError = errorsOf(API_KEY_ERRORS);
