import type { EntityManager } from 'typeorm';

/** Part of a subscription's payment owed back: at most one such refund per payment, whoever asks and however often. */
export interface TiffinRefund {
  paymentId: string;
  /** tiffin-<subscription id>, shown beside the refund at the provider. */
  receipt: string;
  amountPaise: number;
}

/**
 * What the tiffin module needs of the refund rows the orders module keeps (payment_refunds and its worker). The orders
 * module sits above this one, so it fills this port (orders/lifecycle/tiffin-refunds-port.module.ts).
 */
export abstract class TiffinRefunds {
  /** Inside the caller's transaction: writes the refund row, or nothing when the payment has one already. */
  abstract creditOwedWithin(manager: EntityManager, refund: TiffinRefund): Promise<void>;

  /** Whether the payment already has a refund row (then no other part of it can be refunded). */
  abstract hasRefundWithin(manager: EntityManager, paymentId: string): Promise<boolean>;

  /** After the commit that owed a refund: asks the provider now rather than at the worker's next tick. */
  abstract sendSoon(): void;
}
