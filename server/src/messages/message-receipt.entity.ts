import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageTopic } from './message-topics';

/**
 * That a customer was told about one thing (topic + ref: 'NEW_DROPS' + '2026-11-28'). Written in the same transaction
 * as the message itself, and unique, so a job that runs again (a retry, a second instance, a restart mid-batch) never
 * tells anyone twice and never skips anyone.
 */
@Entity('message_receipts')
@Index('UQ_message_receipts_once', ['topic', 'ref', 'userId'], { unique: true })
export class MessageReceipt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 24 })
  topic: MessageTopic;

  @Column({ type: 'varchar', length: 64 })
  ref: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
