import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import type { PaymentProvider } from '../payment-gateway/payment-gateway';
import { User } from '../users/user.entity';
import { OrderItem } from './order-item.entity';

/** AWAITING_PAYMENT: an online order holding its portions until paid or expired; paid, it becomes PENDING ('Received'). */
export type OrderStatus = 'AWAITING_PAYMENT' | 'PENDING' | 'PREPARING' | 'READY' | 'DELIVERED' | 'CANCELLED';
export const ORDER_STATUSES: readonly OrderStatus[] = ['AWAITING_PAYMENT', 'PENDING', 'PREPARING', 'READY', 'DELIVERED', 'CANCELLED'];
export type PaymentMethod = 'COD' | 'ONLINE';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['COD', 'ONLINE'];
/** Online orders only (cash orders have none): the money's state, apart from the kitchen's. */
export type PaymentStatus = 'PENDING' | 'PAID' | 'FAILED' | 'REFUND_PENDING' | 'REFUNDED';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED'];
/** Who or what cancelled an order; null on orders cancelled before this was recorded. */
export type CancelReason = 'CUSTOMER' | 'KITCHEN' | 'PAYMENT_TIMEOUT';

@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
@Index('IDX_orders_status', ['status'])
@Index('IDX_orders_created_at', ['createdAt'])
@Index('UQ_orders_invoice_number', ['invoiceYear', 'invoiceSequence'], { unique: true })
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

  /** What a promotion code took off the subtotal (0 without one); tax is on the subtotal less this. */
  @Column({ type: 'int', default: 0 })
  discountPaise: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  promotionCode: string | null;

  @Column({ type: 'int' })
  taxPaise: number;

  /** The tax as charged: what the bill calls it, its rate in hundredths of a percent, and whether prices included it. */
  @Column({ type: 'varchar', length: 30, default: 'Taxes & Fees' })
  taxLabel: string;

  @Column({ type: 'int', default: 800 })
  taxRateBp: number;

  @Column({ type: 'boolean', width: 1, default: false })
  pricesIncludeTax: boolean;

  @Column({ type: 'int' })
  totalPaise: number;

  /** Contact details as they were when the order was placed. */
  @Column({ type: 'varchar', length: 100 })
  customerName: string;

  @Column({ type: 'varchar', length: 255 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  customerPhone: string | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  paymentStatus: PaymentStatus | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  paymentProvider: PaymentProvider | null;

  /** The provider's public key the order was created with, which its checkout must open with. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentKeyId: string | null;

  @Index('UQ_orders_provider_order_id', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerOrderId: string | null;

  /** The payment that paid (or, refunded, was taken for) this order. */
  @Index('IDX_orders_provider_payment_id')
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerPaymentId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerRefundId: string | null;

  /** Until when an AWAITING_PAYMENT order holds its portions. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  paymentExpiresAt: Date | null;

  /** When the payment was confirmed: an online order's cancel window counts from here. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  cancelReason: CancelReason | null;

  /** When the order's first pickup starts: its first slot, else its earliest window (the admin sorts by it). */
  @Index('IDX_orders_pickup_at')
  @Column({ type: 'datetime', precision: 3, nullable: true })
  pickupAt: Date | null;

  /** The tax invoice's financial year ('2026-27') and number in it, given at placement (invoice-numbers/invoice-numbers.ts). */
  @Column({ type: 'varchar', length: 7, nullable: true })
  invoiceYear: string | null;

  @Column({ type: 'int', nullable: true })
  invoiceSequence: number | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];
}
