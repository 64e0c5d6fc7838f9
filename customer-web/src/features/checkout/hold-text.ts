import { i18n } from '../../i18n/i18n';
import type { CheckoutHold } from '../../lib/api-types';
import { formatCountdown } from '../../lib/format';
import { secondsUntil } from '../../lib/use-now';
import '../../i18n/sections/checkout';

/** '2 Biryani', '2 Biryani and 1 Dosa', '2 Biryani, 1 Dosa and 3 Idli'. */
export function heldPortions(lines: CheckoutHold['lines']): string {
  const parts = lines.map((line) => `${line.quantity} ${line.menuName}`);
  if (parts.length <= 1) return parts.join('');
  return i18n.t('checkout.portionsJoin', { first: parts.slice(0, -1).join(', '), last: parts[parts.length - 1] });
}

/** Whole seconds from `now` to the hold's end, never below 0. */
export function holdSecondsLeft(hold: CheckoutHold, now: number): number {
  return secondsUntil(hold.expiresAt, now);
}

/** The line checkout shows while it holds the cart, as time left (never a clock time): "We're holding your 2 Biryani for you for 9:41 more". */
export function holdMessage(hold: CheckoutHold, secondsLeft: number): string {
  return i18n.t('checkout.holding', { portions: heldPortions(hold.lines), time: formatCountdown(secondsLeft) });
}
