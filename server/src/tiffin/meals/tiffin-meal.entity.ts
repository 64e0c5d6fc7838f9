import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../database/timestamped.entity';

/**
 * RESERVED: a portion of the date's schedule is taken for it. SKIPPED, PAUSED: the customer said no (before the cutoff);
 * SHORT: no portion was left when the date opened; CANCELLED: the plan was cancelled. Only RESERVED meals are served.
 */
export type TiffinMealStatus = 'RESERVED' | 'SKIPPED' | 'PAUSED' | 'SHORT' | 'CANCELLED';
export const TIFFIN_MEAL_STATUSES: readonly TiffinMealStatus[] = ['RESERVED', 'SKIPPED', 'PAUSED', 'SHORT', 'CANCELLED'];
/** The statuses of meals paid for and not served: credit. */
export const UNSERVED_MEAL_STATUSES: readonly TiffinMealStatus[] = ['SKIPPED', 'PAUSED', 'SHORT', 'CANCELLED'];

/** One subscription's meal on one cook date; the unique key makes a second row for the same date impossible. */
@Entity('tiffin_meals')
@Index('UQ_tiffin_meals_subscription_date', ['subscriptionId', 'cookDate'], { unique: true })
@Index('IDX_tiffin_meals_plan_date', ['planId', 'cookDate'])
export class TiffinMeal extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  subscriptionId: number;

  @Column({ type: 'int' })
  planId: number;

  @Column({ type: 'varchar', length: 10 })
  cookDate: string;

  @Column({ type: 'varchar', length: 12 })
  status: TiffinMealStatus;

  /** The schedule whose portion a RESERVED meal holds. */
  @Column({ type: 'int', nullable: true })
  scheduleId: number | null;

  /** The pickup slot the meal is handed over in, HH:MM kitchen time: the subscription's when written or last changed in time. */
  @Column({ type: 'varchar', length: 5, default: '' })
  pickupFrom: string;

  @Column({ type: 'varchar', length: 5, default: '' })
  pickupTo: string;
}
