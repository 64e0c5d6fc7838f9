import type { Promotion } from './promotion.entity';

/** The most codes' uses one customer may have when the code is for a first order only. */
export const FIRST_ORDER_USES = 1;

/** Codes are letters and digits; customers may type them in any case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** What the code takes off a subtotal: its percent or flat amount, capped by its maximum and by the subtotal. */
export function discountFor(
  promotion: Pick<Promotion, 'kind' | 'percentOff' | 'flatOffPaise' | 'maxDiscountPaise'>,
  subtotalPaise: number,
): number {
  const raw =
    promotion.kind === 'PERCENT' ? Math.floor((subtotalPaise * (promotion.percentOff ?? 0)) / 100) : (promotion.flatOffPaise ?? 0);
  const capped = promotion.maxDiscountPaise === null ? raw : Math.min(raw, promotion.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/** Uses one customer may have: one for a first-order code, else the code's own limit (null: no limit). */
export function customerLimitOf(promotion: Pick<Promotion, 'firstOrderOnly' | 'perCustomerLimit'>): number | null {
  return promotion.firstOrderOnly ? FIRST_ORDER_USES : promotion.perCustomerLimit;
}
