import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageTopic } from './message-topics';

/** A message shown in the customer's notifications on the site (the in-app channel). */
@Entity('customer_messages')
@Index('IDX_customer_messages_user', ['userId', 'createdAt'])
export class CustomerMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 24 })
  topic: MessageTopic;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  body: string;

  /** A path on the customer site ('/dish/12'). */
  @Column({ type: 'varchar', length: 300 })
  link: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
