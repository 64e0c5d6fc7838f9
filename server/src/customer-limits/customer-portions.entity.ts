import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many portions of a schedule a customer holds in orders that are not cancelled: the ledger a
 * per-customer limit is checked against with one conditional update, so two orders placed at the same
 * moment by one customer cannot pass it together. Kept for every schedule, so a limit set later counts
 * the orders placed before it.
 */
@Entity('customer_portions')
export class CustomerPortions {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'int' })
  scheduleId: number;

  @Column({ type: 'int' })
  quantity: number;
}
