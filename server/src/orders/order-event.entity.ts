import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderStatus } from './order.entity';

export type OrderEventType = 'PLACED' | 'STATUS_CHANGED' | 'CANCELLED';

/** What happened to an order, kept for the customer's notifications page. */
@Entity('order_events')
@Index('IDX_order_events_user_created', ['userId', 'createdAt'])
export class OrderEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_order_events_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 16 })
  type: OrderEventType;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
