import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A POST sent with an Idempotency-Key (other than POST /orders, which keeps its key in the order's own transaction):
 * claimed while it runs, then holding its answer for 24 hours, so a retry gets the same answer and changes nothing.
 */
@Entity('idempotent_requests')
@Index('UQ_idempotent_requests_owner_key', ['owner', 'key'], { unique: true })
export class IdempotentRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** Whose key it is: user:<id>, api-key:<id>, or address:<client address> for a caller not signed in. */
  @Column({ type: 'varchar', length: 80 })
  owner: string;

  @Column({ type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  /** The answer's JSON once the request succeeded; null while it runs. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  /** A running request holds its key until then; a crashed one's claim runs out and a retry may run it. */
  @Column({ type: 'datetime', precision: 3 })
  claimedUntil: Date;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Index('IDX_idempotent_requests_expires')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
