import { i18n } from '../../i18n/i18n';
import { isValidPhone, normalisePhone } from '../../lib/phone';
import '../../i18n/sections/forgotPassword';
import '../../i18n/sections/resetPassword';

/**
 * People may ask for a reset with an e-mail or a phone number. A phone is sent in the normalised
 * form registration stores (digits only, 91 before a 10-digit number) so the two match.
 */
export function normaliseIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  return isValidPhone(trimmed) ? normalisePhone(trimmed) : trimmed;
}

/** The reset pages' own messages, in the language the site is shown in when read. */
export const RESET_MESSAGES = {
  get identifierRequired() {
    return i18n.t('forgotPassword.identifierRequired');
  },
  get codeRequired() {
    return i18n.t('resetPassword.codeRequired');
  },
  get resetDone() {
    return i18n.t('resetPassword.done');
  },
  get resetFailed() {
    return i18n.t('resetPassword.failed');
  },
};
