import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One order's use of a code: what it took off, and when a cancellation gave the use back. */
@Entity('promotion_uses')
@Index('UQ_promotion_uses_order', ['orderId'], { unique: true })
@Index('IDX_promotion_uses_customer', ['promotionId', 'userId'])
export class PromotionUse {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  promotionId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'int' })
  discountPaise: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  returnedAt: Date | null;
}
