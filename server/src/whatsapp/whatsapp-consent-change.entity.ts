import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentSource } from './whatsapp-topics';

/** The record of every consent given or withdrawn: who, for which number, when and where. Never changed or purged. */
@Entity('whatsapp_consent_changes')
@Index('IDX_whatsapp_consent_changes_user', ['userId'])
export class WhatsAppConsentChange {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'boolean', width: 1, default: false })
  optedIn: boolean;

  @Column({ type: 'varchar', length: 12 })
  source: ConsentSource;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
