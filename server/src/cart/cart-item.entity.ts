import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { User } from '../users/user.entity';

@Entity('cart_items')
@Index('UQ_cart_items_user_schedule', ['userId', 'scheduleId'], { unique: true })
export class CartItem extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_cart_items_user' })
  user?: User;

  @Column({ type: 'int' })
  scheduleId: number;

  @ManyToOne(() => MenuSchedule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'schedule_id', foreignKeyConstraintName: 'FK_cart_items_schedule' })
  schedule?: MenuSchedule;

  @Column({ type: 'int' })
  quantity: number;
}
