import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from './webhook-event-types';

/** One change, written in the transaction that makes it; each subscribed endpoint gets a delivery of it. */
@Entity('webhook_events')
@Index('IDX_webhook_events_created', ['createdAt'])
export class WebhookEvent {
  /**
   * The body's `sequence`. A change locks its resource's row before its event is written, so the events of one
   * resource number up in the order of its changes (with gaps): a receiver keeps the highest it has seen.
   */
  @PrimaryGeneratedColumn()
  sequence: number;

  /** msg_…: the webhook-id every delivery of the event carries, so a receiver can drop a copy it already has. */
  @Index('UQ_webhook_events_id', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  type: WebhookEventType;

  @Column({ type: 'varchar', length: 20 })
  resourceType: string;

  @Column({ type: 'varchar', length: 40 })
  resourceId: string;

  /** The resource as the API answers it at the change; the body adds the envelope (id, type, time, sequence). */
  @Column({ type: 'text' })
  data: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
