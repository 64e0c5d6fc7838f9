import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The kitchen's WhatsApp settings: one row, id 1, written the first time the admin saves them. */
@Entity('whatsapp_settings')
export class WhatsAppSettingsRow {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** Sent to a customer who writes something the kitchen does not answer by itself; empty sends nothing. */
  @Column({ type: 'varchar', length: 1000 })
  autoReply: string;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
