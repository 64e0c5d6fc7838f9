/**
 * When a failed delivery is tried again: seconds at first, then hours, for a little over a day in all (about 27.6
 * hours before the last try), each wait stretched or shrunk by up to a fifth so that endpoints coming back after an
 * outage are not hit by every sender at the same second.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Tries in all: the first and one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** An endpoint that has failed every delivery for this long is disabled, and the admins told. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 24 * 3_600_000;

export function webhookRetryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const base = WEBHOOK_RETRY_DELAYS_MS[Math.min(failedAttempts, WEBHOOK_RETRY_DELAYS_MS.length - 1)];
  return Math.round(base * (0.8 + 0.4 * random()));
}
