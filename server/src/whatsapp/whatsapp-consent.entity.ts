import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentSource } from './whatsapp-topics';

/**
 * A customer's WhatsApp consent: the number it was given for, whether it stands, and per topic what they want.
 * Nothing is sent on WhatsApp without a row here that is on for the message's topic and the account's number.
 */
@Entity('whatsapp_consents')
@Index('UQ_whatsapp_consents_user', ['userId'], { unique: true })
@Index('IDX_whatsapp_consents_phone', ['phone'])
export class WhatsAppConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  /** Digits with the country code, as the account stores its phone ('919876543210'). */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'boolean', width: 1, default: false })
  optedIn: boolean;

  @Column({ type: 'boolean', width: 1, default: false })
  orderUpdates: boolean;

  @Column({ type: 'boolean', width: 1, default: false })
  drops: boolean;

  @Column({ type: 'boolean', width: 1, default: false })
  reminders: boolean;

  /** When and where the consent that stands now was given (null once withdrawn). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  consentedAt: Date | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  source: ConsentSource | null;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
