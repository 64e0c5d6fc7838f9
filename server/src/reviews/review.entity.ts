import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import { MenuItem } from '../dishes/menu-item.entity';
import { OrderItem } from '../orders/order-item.entity';
import { User } from '../users/user.entity';

@Entity('reviews')
@Index('IDX_reviews_menu_item_created', ['menuItemId', 'createdAt'])
export class Review extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_reviews_user' })
  user?: User;

  @Column({ type: 'int' })
  menuItemId: number;

  @ManyToOne(() => MenuItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'menu_item_id', foreignKeyConstraintName: 'FK_reviews_menu_item' })
  menuItem?: MenuItem;

  /** One review per order line. */
  @Index('UQ_reviews_order_item', { unique: true })
  @Column({ type: 'int' })
  orderItemId: number;

  @ManyToOne(() => OrderItem, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_item_id', foreignKeyConstraintName: 'FK_reviews_order_item' })
  orderItem?: OrderItem;

  @Column({ type: 'int' })
  rating: number;

  @Column({ type: 'varchar', length: 1000 })
  comment: string;
}
