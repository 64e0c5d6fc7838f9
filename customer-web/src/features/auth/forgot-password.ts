import { isValidPhone, normalisePhone } from '../../lib/phone';

/**
 * People may ask for a reset with an e-mail or a phone number. A phone is sent in the normalised
 * form registration stores (digits only, 91 before a 10-digit number) so the two match.
 */
export function normaliseIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  return isValidPhone(trimmed) ? normalisePhone(trimmed) : trimmed;
}

export const RESET_MESSAGES = {
  identifierRequired: 'Please enter your email or phone number',
  codeRequired: 'Please enter the code from the email',
  resetDone: 'Your password has been reset. Log in with your new password.',
  resetFailed: 'Could not reset your password. Check the code and try again.',
} as const;
