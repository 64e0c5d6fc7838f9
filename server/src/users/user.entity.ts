import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '../common/language';
import { Timestamped } from '../database/timestamped.entity';

export type Role = 'CUSTOMER' | 'ADMIN';

@Entity('users')
export class User extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored trimmed and lower-cased, so comparisons are case-insensitive on both databases. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  email: string;

  @Index('IDX_users_phone')
  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'CUSTOMER' })
  role: Role;

  @Column({ type: 'boolean', width: 1, default: false })
  emailVerified: boolean;

  /** Raised to revoke every token issued before (logout everywhere, password change). */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  avatar: string | null;

  /** The language of the customer site and of every e-mail to this account. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;
}
