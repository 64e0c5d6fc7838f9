import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../database/timestamped.entity';
import type { TiffinPeriod } from '../tiffin-rules';
import { listColumn } from '../list-column';

export type TiffinSubscriptionStatus = 'AWAITING_PAYMENT' | 'ACTIVE' | 'CANCELLED';
export const TIFFIN_SUBSCRIPTION_STATUSES: readonly TiffinSubscriptionStatus[] = ['AWAITING_PAYMENT', 'ACTIVE', 'CANCELLED'];

/** A customer's period of a plan: the days they take, from start to end, prepaid at the price per meal of the moment. */
@Entity('tiffin_subscriptions')
@Index('IDX_tiffin_subscriptions_plan_status', ['planId', 'status'])
@Index('IDX_tiffin_subscriptions_user', ['userId'])
export class TiffinSubscription extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  planId: number;

  @Column({ type: 'int' })
  userId: number;

  /** ISO weekdays taken, a subset of the plan's. */
  @Column({ type: 'varchar', length: 20, transformer: listColumn(Number) })
  weekdays: number[];

  @Column({ type: 'varchar', length: 12 })
  period: TiffinPeriod;

  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 10 })
  endDate: string;

  /** The pickup slot the customer chose, HH:MM kitchen time; a renewal keeps it. */
  @Column({ type: 'varchar', length: 5, default: '' })
  pickupFrom: string;

  @Column({ type: 'varchar', length: 5, default: '' })
  pickupTo: string;

  /** The plan's price when subscribing: later price changes do not touch a running period. */
  @Column({ type: 'int' })
  pricePerMealPaise: number;

  /** Cook dates in the period on the days taken: what the period costs is this many meals. */
  @Column({ type: 'int' })
  mealsInPeriod: number;

  @Column({ type: 'int', default: 0 })
  paidPaise: number;

  @Column({ type: 'varchar', length: 20 })
  status: TiffinSubscriptionStatus;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  cancelledAt: Date | null;

  /** The payment provider's order the period is paid against (Razorpay Checkout's order_id), once payment starts. */
  @Index('UQ_tiffin_subscriptions_provider_order_id', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerOrderId: string | null;

  /** The provider's payment that paid the period; one payment pays one period at most. */
  @Index('UQ_tiffin_subscriptions_provider_payment_id', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerPaymentId: string | null;

  /** The period this one continues (a renewal); unique, so a period is renewed once whoever asks. */
  @Index('UQ_tiffin_subscriptions_previous', { unique: true })
  @Column({ type: 'int', nullable: true })
  previousSubscriptionId: number | null;

  /** Credit of the previous period taken off this period's price. */
  @Column({ type: 'int', default: 0 })
  creditAppliedPaise: number;

  /** Credit that left this period: refunded, or carried into the next period. */
  @Column({ type: 'int', default: 0 })
  creditOutPaise: number;

  /** UPI AutoPay: the provider's subscription that charges each period (shared by the periods it renews). */
  @Index('IDX_tiffin_subscriptions_provider_subscription')
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerSubscriptionId: string | null;

  /** AutoPay renews this period into the next when charged; false once the mandate is halted or cancelled. */
  @Column({ type: 'boolean', width: 1, default: false })
  renews: boolean;

  /** AutoPay: when the provider charges next (renewing this period), as it said with the charge that paid it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  nextChargeAt: Date | null;

  /** When the payment sweep last asked the provider about this period's checkout (a webhook may have been lost). */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  paymentCheckedAt: Date | null;
}
