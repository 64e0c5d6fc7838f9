import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../mail/outbox-row';

/**
 * A kitchen message e-mail, rendered when written (in the transaction that decided to send it) and sent by
 * MessageOutboxWorker: the message says what was true when it was decided, however late the mail server takes it.
 */
@Entity('message_outbox')
@Index('IDX_message_outbox_due', ['sentAt', 'nextAttemptAt'])
export class MessageMail extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  recipient: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  /** The one-click unsubscribe address for the List-Unsubscribe header. */
  @Column({ type: 'varchar', length: 500 })
  unsubscribeUrl: string;
}
