import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import { User } from '../users/user.entity';
import { OrderItem } from './order-item.entity';

export type OrderStatus = 'PENDING' | 'PREPARING' | 'READY' | 'DELIVERED' | 'CANCELLED';
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];
export type PaymentMethod = 'COD' | 'ONLINE';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['COD', 'ONLINE'];

@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
@Index('IDX_orders_status', ['status'])
@Index('IDX_orders_created_at', ['createdAt'])
export class Order extends Timestamped {
  /** UUID: the trace id customers track by. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** 12-character upper-case reference shown to customers. */
  @Index('UQ_orders_order_ref_id', { unique: true })
  @Column({ type: 'varchar', length: 12 })
  orderRefId: string;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User)
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_orders_user' })
  user?: User;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 8 })
  paymentMethod: PaymentMethod;

  @Column({ type: 'varchar', length: 500 })
  specialInstructions: string;

  @Column({ type: 'int' })
  subtotalPaise: number;

  @Column({ type: 'int' })
  taxPaise: number;

  @Column({ type: 'int' })
  totalPaise: number;

  /** Contact details as they were when the order was placed. */
  @Column({ type: 'varchar', length: 100 })
  customerName: string;

  @Column({ type: 'varchar', length: 255 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  customerPhone: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];
}
