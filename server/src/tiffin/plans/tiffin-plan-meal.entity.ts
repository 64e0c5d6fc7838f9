import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which schedule (dish and portions of a cook date) a plan serves on that date; its meals take that schedule's portions. */
@Entity('tiffin_plan_meals')
export class TiffinPlanMeal {
  @PrimaryColumn({ type: 'int' })
  planId: number;

  /** Calendar date in KITCHEN_TIMEZONE, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  cookDate: string;

  @Column({ type: 'int' })
  scheduleId: number;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
