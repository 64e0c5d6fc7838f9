import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One browser that agreed to show the customer's notifications: where its push service takes messages, and its keys. */
@Entity('push_subscriptions')
@Index('UQ_push_subscriptions_endpoint', ['endpoint'], { unique: true })
@Index('IDX_push_subscriptions_user', ['userId'])
export class PushSubscription {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 500 })
  endpoint: string;

  /** The browser's P-256 public key and auth secret (URL-safe base64), which encrypt each message for it alone. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
