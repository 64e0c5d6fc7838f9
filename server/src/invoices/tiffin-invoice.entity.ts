import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** How a tiffin period was paid: online through the payment gateway, or recorded by the kitchen (cash, UPI to it). */
export type TiffinPaidBy = 'ONLINE' | 'BY_HAND';

/**
 * The tax invoice of one payment of a tiffin period, written once when the payment lands: its number from the orders'
 * series, and what it bills as it was at that moment (plan, period, price, tax, customer).
 */
@Entity('tiffin_invoices')
@Index('UQ_tiffin_invoices_number', ['invoiceYear', 'invoiceSequence'], { unique: true })
@Index('IDX_tiffin_invoices_subscription', ['subscriptionId'])
export class TiffinInvoice {
  @PrimaryGeneratedColumn()
  id: number;

  /** The payment it bills (the provider's payment id, or the kitchen's record of a payment by hand): one invoice each. */
  @Index('UQ_tiffin_invoices_payment_reference', { unique: true })
  @Column({ type: 'varchar', length: 80 })
  paymentReference: string;

  @Column({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 7 })
  invoiceYear: string;

  @Column({ type: 'int' })
  invoiceSequence: number;

  @Column({ type: 'varchar', length: 80 })
  planName: string;

  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10 })
  endDate: string;

  @Column({ type: 'int' })
  meals: number;

  @Column({ type: 'int' })
  pricePerMealPaise: number;

  /** What was paid: the period's price, tax included. */
  @Column({ type: 'int' })
  totalPaise: number;

  @Column({ type: 'varchar', length: 40 })
  taxLabel: string;

  @Column({ type: 'int' })
  taxRateBp: number;

  @Column({ type: 'int' })
  taxPaise: number;

  @Column({ type: 'varchar', length: 10 })
  paidBy: TiffinPaidBy;

  @Column({ type: 'varchar', length: 120 })
  customerName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  customerPhone: string | null;

  @Column({ type: 'varchar', length: 255 })
  customerEmail: string;

  @Column({ type: 'datetime', precision: 3 })
  issuedAt: Date;
}
