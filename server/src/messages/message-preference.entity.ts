import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageTopic } from './message-topics';

/** A customer's choice of channels for one topic; without a row the topic's defaults apply (TOPICS). */
@Entity('message_preferences')
@Index('UQ_message_preferences_user_topic', ['userId', 'topic'], { unique: true })
export class MessagePreference {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 24 })
  topic: MessageTopic;

  @Column({ type: 'boolean', width: 1 })
  email: boolean;

  @Column({ type: 'boolean', width: 1 })
  inApp: boolean;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
