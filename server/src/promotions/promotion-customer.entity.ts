import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many live orders of one customer use one code: the per-customer limit's ledger, counted with a conditional update. */
@Entity('promotion_customers')
export class PromotionCustomer {
  @PrimaryColumn({ type: 'int' })
  promotionId: number;

  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'int', default: 0 })
  uses: number;
}
