import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type EmailCodePurpose = 'VERIFY' | 'RESET';

/** A one-time code sent by e-mail, stored only as a hash. */
@Entity('email_codes')
@Index('IDX_email_codes_user_purpose', ['userId', 'purpose'])
export class EmailCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  purpose: EmailCodePurpose;

  @Column({ type: 'varchar', length: 128 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Index('IDX_email_codes_expires_at')
  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  consumedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
