import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../mail/outbox-row';

/** Which of the order e-mails a row stands for; the text is rendered from the order when it is sent. */
export type OutboxMailKind = 'PLACED' | 'PAID' | 'READY' | 'REFUND_STARTED' | 'REFUNDED';

/**
 * An order e-mail waiting to be sent (or sent, until purged). Written in the transaction of the change it
 * announces, so a committed change always has its e-mail and a rolled-back one never does; OutboxWorker sends it.
 */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_due', ['sentAt', 'nextAttemptAt'])
export class OutboxMail extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: OutboxMailKind;
}
