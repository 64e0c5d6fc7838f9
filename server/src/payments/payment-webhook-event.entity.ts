import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A webhook event already handled, by Razorpay's x-razorpay-event-id: a redelivery of it is acknowledged and ignored. */
@Entity('payment_webhook_events')
export class PaymentWebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 40 })
  event: string;

  @Column({ type: 'datetime', precision: 3 })
  receivedAt: Date;
}
