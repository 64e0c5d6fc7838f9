import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../mail/outbox-row';

/**
 * A notification waiting for one browser (push_outbox), written in the transaction of what it announces and sent by
 * PushOutboxWorker; the payload is the JSON the service worker shows.
 */
@Entity('push_outbox')
@Index('IDX_push_outbox_due', ['sentAt', 'nextAttemptAt'])
export class PushMessage extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'varchar', length: 1000 })
  payload: string;
}
