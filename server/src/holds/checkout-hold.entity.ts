import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's hold on their cart's portions while they check out: one per customer, until `expiresAt`. */
@Entity('checkout_holds')
export class CheckoutHold {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', precision: 3 })
  expiresAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
