import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../mail/outbox-row';

/** One event on its way to one endpoint: the webhook outbox row. */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['sentAt', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt'])
export class WebhookDelivery extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  eventId: string;

  @Column({ type: 'int' })
  endpointId: number;

  /** DELIVERED, GAVE_UP (retries ran out, or the endpoint was disabled); null while on its way. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: 'DELIVERED' | 'GAVE_UP' | null;
}
