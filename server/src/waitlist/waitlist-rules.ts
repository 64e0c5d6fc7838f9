/**
 * The waitlist's fairness and frequency rules (docs/decisions.md, Waitlists). When portions can be ordered, the
 * longest-waiting customers are told, at most FAIR_SHARE per orderable portion, so one freed portion does not
 * reach a thousand phones at once. A told customer counts against that budget for TOLD_COUNTS_MS (they are
 * probably ordering), and is not told about the same dish again for RETELL_AFTER_MS.
 */
export const FAIR_SHARE = 3;
export const TOLD_COUNTS_MS = 30 * 60_000;
export const RETELL_AFTER_MS = 24 * 3_600_000;

/** How many more customers to tell about a dish with `portions` orderable and `recentlyTold` told lately. */
export function toldBudget(portions: number, recentlyTold: number): number {
  return Math.max(0, FAIR_SHARE * portions - recentlyTold);
}
