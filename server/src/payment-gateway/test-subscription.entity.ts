import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProviderSubscription } from './payment-gateway';

/** An AutoPay mandate made on the test-mode page: what Razorpay would keep of a subscription, kept here because no money moves. */
@Entity('test_subscriptions')
export class TestSubscription {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  providerPlanId: string;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'int' })
  totalCount: number;

  @Column({ type: 'int', default: 0 })
  paidCount: number;

  @Column({ type: 'varchar', length: 16 })
  status: ProviderSubscription['status'];

  /** The notes the subscription was created with, as JSON. */
  @Column({ type: 'varchar', length: 500 })
  notes: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
