import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One try of a delivery: what the endpoint answered (or why it did not), and how long it took. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery', ['deliveryId'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  deliveryId: number;

  @Column({ type: 'datetime', precision: 3 })
  attemptedAt: Date;

  /** The HTTP status, or null when no answer came (refused address, timeout, connection error). */
  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'int' })
  durationMs: number;

  /** The first bytes of the answer, or the error. */
  @Column({ type: 'varchar', length: 500 })
  excerpt: string;
}
