import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type IdempotencyState = 'IN_FLIGHT' | 'DONE';

/** The first answer to an Idempotency-Key, replayed to retries with the same key. */
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

  @Column({ type: 'varchar', length: 16 })
  state: IdempotencyState;

  @Column({ type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'text', nullable: true })
  responseBody: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Index('IDX_idempotency_keys_expires_at')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;
}
