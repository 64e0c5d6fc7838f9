import { i18n } from '../../i18n/i18n';
import '../../i18n/sections/register';

/** The server's rule (server/src/users/account-rules.ts), mirrored so the form says the same before it sends. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordShortfall = 'length' | 'letter' | 'number' | 'symbol';

/**
 * What a password still lacks: at least 8 characters, a letter, a number and a symbol, where a symbol is any
 * character that is neither a letter nor a number (a space, #, -, ₹ and the rest count, not only @$!%*?&).
 */
export function passwordShortfalls(password: string): PasswordShortfall[] {
  const missing: PasswordShortfall[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) missing.push('length');
  if (!/\p{L}/u.test(password)) missing.push('letter');
  if (!/\p{N}/u.test(password)) missing.push('number');
  if (!/[^\p{L}\p{N}]/u.test(password)) missing.push('symbol');
  return missing;
}

/** "Password needs a number and a symbol such as @, # or -": exactly what is missing, in the chosen language; undefined when nothing is. */
export function passwordShortfallMessage(password: string): string | undefined {
  const missing = passwordShortfalls(password).map((shortfall) =>
    i18n.t(`register.errors.needs.${shortfall}`, { count: PASSWORD_MIN_LENGTH }),
  );
  if (missing.length === 0) return undefined;
  const listed =
    missing.length > 1 ? i18n.t('register.errors.needsJoin', { first: missing.slice(0, -1).join(', '), last: missing.at(-1) }) : missing[0];
  return i18n.t('register.errors.passwordNeeds', { missing: listed });
}
