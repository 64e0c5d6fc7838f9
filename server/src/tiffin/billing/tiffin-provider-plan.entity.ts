import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentProvider } from '../../payment-gateway/payment-gateway';
import type { TiffinPeriod } from '../tiffin-rules';

/** The provider's plan AutoPay charges a period of a tiffin plan by, at one amount: created once, then reused. */
@Entity('tiffin_provider_plans')
@Index('UQ_tiffin_provider_plans_price', ['provider', 'planId', 'period', 'amountPaise'], { unique: true })
export class TiffinProviderPlan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProvider;

  @Column({ type: 'int' })
  planId: number;

  @Column({ type: 'varchar', length: 12 })
  period: TiffinPeriod;

  @Column({ type: 'int' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 64 })
  providerPlanId: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
