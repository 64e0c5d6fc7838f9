import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import type { ApiScope } from './api-key-scopes';

/** An integrator's key: only a hash of its secret is kept; the secret is shown once, when made or rotated. */
@Entity('api_keys')
export class ApiKey extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  /** The public part of the secret (hk_live_<keyId>_…), by which a request's key is found. */
  @Index('UQ_api_keys_key_id', { unique: true })
  @Column({ type: 'varchar', length: 12 })
  keyId: string;

  @Column({ type: 'varchar', length: 64 })
  secretHash: string;

  /** After a rotation, the old secret's hash, good until previousValidUntil. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  previousSecretHash: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  previousValidUntil: Date | null;

  @Column({ type: 'simple-array' })
  scopes: ApiScope[];

  /** The admin who made the key. */
  @Column({ type: 'int' })
  createdBy: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  useCount: number;
}
