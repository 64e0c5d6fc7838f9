import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import type { WebhookEventType } from './webhook-event-types';

/** Where an integrator wants events: a URL, the event types, the secret deliveries are signed with. */
@Entity('webhook_endpoints')
export class WebhookEndpoint extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  @Column({ type: 'simple-array' })
  eventTypes: WebhookEventType[];

  /** Standard Webhooks form (whsec_…); needed to sign, so kept as given; shown to the admin once. */
  @Column({ type: 'varchar', length: 80 })
  signingSecret: string;

  @Column({ type: 'boolean', width: 1, default: true })
  enabled: boolean;

  /** Why the kitchen stopped sending (the endpoint failed for days), until an admin enables it again. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  disabledReason: string | null;

  /** The first failure since the last success; null while deliveries succeed. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  failingSince: Date | null;
}
