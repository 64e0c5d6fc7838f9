import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../../mail/outbox-row';

/**
 * Why a payment goes back: the order's own money (a paid order cancelled, or a payment that arrived after the
 * order was released), a second payment of an order already paid, a payment that did not match its order, or the
 * credit of a tiffin period (meals paid for and not served) given back from the period's payment.
 */
export type RefundKind = 'ORDER_REFUND' | 'EXTRA_PAYMENT' | 'MISMATCHED_PAYMENT' | 'TIFFIN_CREDIT';

/**
 * A payment that must be refunded in full, at most once: the unique payment id means a second row for the same
 * payment cannot exist, whoever asks (a webhook, its redelivery, the verify call, the reconciliation job, another
 * instance). The row is an outbox row: RefundWorker asks the provider for the refund under a lease and retries with
 * backoff until the provider accepts; the row is kept afterwards as the record that the payment went back.
 */
@Entity('payment_refunds')
@Index('IDX_payment_refunds_due', ['sentAt', 'nextAttemptAt'])
export class PaymentRefund extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_payment_refunds_payment', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  paymentId: string;

  /** The order the money was paid against (for an extra or mismatched payment, the order it named). */
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  /** Our reference the provider shows beside the refund: the order's orderRefId. */
  @Column({ type: 'varchar', length: 40 })
  receipt: string;

  @Column({ type: 'int' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 24 })
  kind: RefundKind;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerRefundId: string | null;

  /** The provider's word on the refund once asked: pending until the bank finishes, then processed. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  refundStatus: 'pending' | 'processed' | null;
}
