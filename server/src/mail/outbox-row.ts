import { Column } from 'typeorm';

/**
 * The delivery bookkeeping every outbox table shares: when a row may be tried next, who holds it, how often it
 * failed and when it was sent. Each outbox table adds what its messages are made from.
 */
export abstract class OutboxRow {
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

/** The bookkeeping of a row written now and due at once. Wall time, not Clock: retries are about the mail server. */
export function freshOutboxRow(): OutboxRow {
  const now = new Date();
  return { attempts: 0, nextAttemptAt: now, lockedUntil: now, lockOwner: null, lastError: null, sentAt: null, createdAt: now };
}
