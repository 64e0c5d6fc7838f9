import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type PromotionKind = 'PERCENT' | 'FLAT';
export const PROMOTION_KINDS: readonly PromotionKind[] = ['PERCENT', 'FLAT'];

/** A discount code and its rules; uses and rupees given are counted in the transactions of the orders that use it. */
@Entity('promotions')
@Index('UQ_promotions_code', ['code'], { unique: true })
export class Promotion {
  @PrimaryGeneratedColumn()
  id: number;

  /** Upper-case letters and digits, as customers type it (matched without regard to case). */
  @Column({ type: 'varchar', length: 20 })
  code: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 8 })
  kind: PromotionKind;

  /** PERCENT: whole percent off the subtotal. */
  @Column({ type: 'int', nullable: true })
  percentOff: number | null;

  /** FLAT: paise off the subtotal. */
  @Column({ type: 'int', nullable: true })
  flatOffPaise: number | null;

  @Column({ type: 'int', nullable: true })
  maxDiscountPaise: number | null;

  @Column({ type: 'int', default: 0 })
  minOrderPaise: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  startsAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  endsAt: Date | null;

  @Column({ type: 'int', nullable: true })
  totalLimit: number | null;

  @Column({ type: 'int', nullable: true })
  perCustomerLimit: number | null;

  @Column({ type: 'boolean', width: 1, default: false })
  firstOrderOnly: boolean;

  @Column({ type: 'boolean', width: 1, default: true })
  active: boolean;

  /** Orders that use the code and are not cancelled. */
  @Column({ type: 'int', default: 0 })
  usesCount: number;

  @Column({ type: 'int', default: 0 })
  discountGivenPaise: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
