import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../../mail/outbox-row';

/**
 * Which of the order messages a row stands for; the text is rendered from the order when it is sent, on WhatsApp for
 * a customer who chose it for order updates, else by e-mail. PAYMENT_DUE (a link to pay an order still unpaid a few
 * minutes after it was placed) goes on WhatsApp only.
 */
export type OutboxMailKind = 'PLACED' | 'PAID' | 'PAYMENT_DUE' | 'READY' | 'CANCELLED' | 'REFUND_STARTED' | 'REFUNDED';

/**
 * An order e-mail waiting to be sent (or sent, until purged). Written in the transaction of the change it
 * announces, so a committed change always has its e-mail and a rolled-back one never does; OrderMailWorker sends it.
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
