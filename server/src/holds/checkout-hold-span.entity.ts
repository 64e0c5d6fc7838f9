import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How long one customer has been holding portions without ordering: renewing a hold continues the span, so the
 * portions cannot stay out of sale longer than CHECKOUT_HOLD_MAX_MINUTES however often checkout is reopened. The
 * span ends when an order takes the hold, or once no hold of theirs has been live for CHECKOUT_HOLD_MINUTES.
 */
@Entity('checkout_hold_spans')
export class CheckoutHoldSpan {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', precision: 3 })
  startedAt: Date;

  /** When the span's latest hold runs (or ran) out. */
  @Column({ type: 'datetime', precision: 3 })
  heldUntil: Date;
}
