import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An Idempotency-Key and the order it placed. The row is written inside the order's own transaction, so
 * a key exists exactly when its order does: a crash at any point leaves both or neither.
 */
@Entity('idempotency_keys')
@Index('UQ_idempotency_keys_user_key', ['userId', 'key'], { unique: true })
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 128 })
  key: string;

  /** SHA-256 of the request body, to refuse the same key with a different body. */
  @Column({ type: 'varchar', length: 64 })
  requestHash: string;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Index('IDX_idempotency_keys_expires_at')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
