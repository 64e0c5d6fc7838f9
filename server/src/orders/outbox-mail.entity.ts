import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Which of the order e-mails a row stands for; the text is rendered from the order when it is sent. */
export type OutboxMailKind = 'PLACED' | 'PAID' | 'READY' | 'REFUND_STARTED' | 'REFUNDED';

/**
 * An order e-mail waiting to be sent (or sent, until purged). Written in the transaction of the change it
 * announces, so a committed change always has its e-mail and a rolled-back one never does; OutboxWorker sends it.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['sentAt', 'nextAttemptAt'])
export class OutboxMail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: OutboxMailKind;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Not before this instant: now when written, later after a failed attempt (backoff). */
  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** A worker that claimed the row holds it until then; a crashed worker's claim simply runs out. */
  @Column({ type: 'datetime', precision: 3 })
  lockedUntil: Date;

  @Column({ type: 'varchar', length: 64, nullable: true })
  lockOwner: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
