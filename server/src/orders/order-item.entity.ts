import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { MenuItem } from '../dishes/menu-item.entity';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { Order } from './order.entity';

/** One line of an order; dish name and unit price are snapshots taken when the order was placed. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_order_items_order')
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_items_order' })
  order?: Order;

  @Index('IDX_order_items_schedule')
  @Column({ type: 'int' })
  scheduleId: number;

  @ManyToOne(() => MenuSchedule)
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_order_items_schedule' })
  schedule?: MenuSchedule;

  @Index('IDX_order_items_menu_item')
  @Column({ type: 'int' })
  menuItemId: number;

  @ManyToOne(() => MenuItem)
  @JoinColumn({ name: 'menu_item_id', foreignKeyConstraintName: 'FK_order_items_menu_item' })
  menuItem?: MenuItem;

  @Column({ type: 'varchar', length: 120 })
  menuName: string;

  @Column({ type: 'int' })
  unitPricePaise: number;

  @Column({ type: 'int' })
  quantity: number;

  @Column({ type: 'int' })
  totalPaise: number;

  /** The pickup slot chosen for this line's cook date; null: any time in the schedule's window. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  slotFrom: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  slotTo: Date | null;
}
