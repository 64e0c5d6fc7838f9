import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Portions of one schedule held for a customer; deleting the row is what releases (or uses) them, exactly once. */
@Entity('checkout_hold_lines')
@Index('IDX_checkout_hold_lines_user', ['userId'])
export class CheckoutHoldLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  scheduleId: number;

  @Column({ type: 'int' })
  quantity: number;
}
