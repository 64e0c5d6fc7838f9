import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A webhook event by Razorpay's x-razorpay-event-id, claimed before it is acted on: the primary key lets one
 * delivery claim it; a copy arriving meanwhile or later is acknowledged and ignored. A claim whose handler failed is
 * given back (the provider's retry acts on it), and one whose process died runs out at `claimedUntil`.
 */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;

  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimedUntil: Date | null;

  /** Set once the event was acted on; from then on every copy is a duplicate. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  handledAt: Date | null;
}
