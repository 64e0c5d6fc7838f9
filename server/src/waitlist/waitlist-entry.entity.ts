import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A customer waiting to hear when a dish can be ordered again; the earliest joined are told first. */
@Entity('waitlist_entries')
@Index('UQ_waitlist_entries_user_dish', ['userId', 'menuItemId'], { unique: true })
@Index('IDX_waitlist_entries_dish', ['menuItemId', 'joinedAt'])
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  menuItemId: number;

  @Column({ type: 'datetime', precision: 3 })
  joinedAt: Date;

  /** When the customer was last told the dish is back; they stay on the list until they order it or leave. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  notifiedAt: Date | null;

  @Column({ type: 'int', default: 0 })
  timesNotified: number;
}
