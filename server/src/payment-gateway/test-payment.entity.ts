import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ProviderPayment } from './payment-gateway';

/** A payment made on the test-mode page: what Razorpay would keep on its side, kept here because no money moves. */
@Entity('test_payments')
export class TestPayment {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Index('IDX_test_payments_order')
  @Column({ type: 'varchar', length: 64 })
  providerOrderId: string;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 16 })
  status: ProviderPayment['status'];

  @Column({ type: 'varchar', length: 40, nullable: true })
  refundId: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
