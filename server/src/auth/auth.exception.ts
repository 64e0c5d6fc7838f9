import { HttpStatus } from '@nestjs/common';
import { ErrorCatalogue, errorsOf } from '../common/domain-exception';

export const AUTH_ERRORS = {
  LOGIN_REQUIRED: { status: HttpStatus.UNAUTHORIZED, message: 'Please log in to continue.' },
  SESSION_EXPIRED: { status: HttpStatus.UNAUTHORIZED, message: 'Your session has expired. Please log in again.' },
  STREAM_TICKET_INVALID: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'This live-updates ticket has expired or was already used. Ask for a new one (POST /auth/stream-ticket).',
  },
  NOT_ALLOWED: { status: HttpStatus.FORBIDDEN, message: 'You do not have permission to do this.' },
  INVALID_LOGIN: { status: HttpStatus.UNAUTHORIZED, message: 'Invalid email or password' },
  EMAIL_NOT_VERIFIED: { status: HttpStatus.FORBIDDEN, message: 'Please verify your email before logging in.' },
  EMAIL_TAKEN: { status: HttpStatus.CONFLICT, message: 'An account with this email already exists. Please log in.' },
  EMAIL_ALREADY_VERIFIED: { status: HttpStatus.BAD_REQUEST, message: 'This email is already verified. Please log in.' },
  CODE_UNUSABLE: { status: HttpStatus.BAD_REQUEST, message: 'This OTP has expired or was already used. Please request a new one.' },
  CODE_WRONG: { status: HttpStatus.BAD_REQUEST, message: (wording: string) => wording },
  RESET_CODE_INVALID: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Invalid or expired reset code. Please check the code or request a new one.',
  },
  VERIFICATION_MAIL_FAILED: {
    status: HttpStatus.SERVICE_UNAVAILABLE,
    message: 'We could not send the verification email. Please try again in a moment.',
  },
} satisfies ErrorCatalogue;

export const authError = errorsOf(AUTH_ERRORS);
