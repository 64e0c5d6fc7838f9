import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import { MenuItem } from '../dishes/menu-item.entity';

export type ScheduleStatus = 'PUBLISHED' | 'DRAFT' | 'CANCELLED';
export const SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['PUBLISHED', 'DRAFT', 'CANCELLED'];

/** One cook date of a dish: how many portions, until when orders are taken, and the pickup window. */
@Entity('menu_schedules')
@Index('IDX_menu_schedules_menu_cook_date', ['menuItemId', 'cookDate'])
@Index('IDX_menu_schedules_status_cutoff', ['status', 'orderCutoffAt'])
export class MenuSchedule extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  menuItemId: number;

  @ManyToOne(() => MenuItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_item_id', foreignKeyConstraintName: 'FK_menu_schedules_menu_item' })
  menuItem?: MenuItem;

  /** Calendar date in KITCHEN_TIMEZONE, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  cookDate: string;

  @Column({ type: 'datetime', precision: 3 })
  orderCutoffAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  pickupFrom: Date;

  @Column({ type: 'datetime', precision: 3 })
  pickupTo: Date;

  /** Portions still for sale; only ever changed by conditional updates. */
  @Column({ type: 'int' })
  availableQty: number;

  /** Portions held for customers in checkout (not for sale, not sold): start = available + held + sold. */
  @Column({ type: 'int', default: 0 })
  heldQty: number;

  @Column({ type: 'varchar', length: 16, default: 'PUBLISHED' })
  status: ScheduleStatus;

  /** The most portions one customer may buy from this cook date ('max 2 per customer'); null: no limit. */
  @Column({ type: 'int', nullable: true })
  maxPerCustomer: number | null;
}
