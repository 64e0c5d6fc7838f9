import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../database/timestamped.entity';
import type { TiffinMealTime, TiffinPeriod } from '../tiffin-rules';
import { listColumn } from '../list-column';

/** A tiffin plan: a meal on fixed weekdays at a price per meal, sold by the period to at most `capacity` subscribers. */
@Entity('tiffin_plans')
export class TiffinPlan extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  meal: TiffinMealTime;

  /** ISO weekdays (1 Monday … 7 Sunday), stored as "1,2,3,4,5". */
  @Column({ type: 'varchar', length: 20, transformer: listColumn(Number) })
  weekdays: number[];

  @Column({ type: 'int' })
  pricePerMealPaise: number;

  /** The periods offered, stored as "WEEK,MONTH". */
  @Column({ type: 'varchar', length: 40, transformer: listColumn((text) => text as TiffinPeriod) })
  periods: TiffinPeriod[];

  /** Subscribers it takes at once (awaiting payment or active, not yet ended). */
  @Column({ type: 'int' })
  capacity: number;

  /** The default pickup window, HH:MM kitchen time. */
  @Column({ type: 'varchar', length: 5 })
  pickupFrom: string;

  @Column({ type: 'varchar', length: 5 })
  pickupTo: string;

  /** The pickup window is cut into slots this long for customers to choose from; 0: the whole window is one slot. */
  @Column({ type: 'int', default: 0 })
  slotMinutes: number;

  /** A meal can be skipped until `skipCutoffTime` (HH:MM kitchen time) this many days before its cook date. */
  @Column({ type: 'int' })
  skipCutoffDaysBefore: number;

  @Column({ type: 'varchar', length: 5 })
  skipCutoffTime: string;

  @Column({ type: 'boolean', width: 1, default: true })
  active: boolean;

  /** Customers may pay by UPI AutoPay (a mandate charging each period) instead of prepaying. */
  @Column({ type: 'boolean', width: 1, default: false })
  autopayAllowed: boolean;
}
