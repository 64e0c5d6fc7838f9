import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How a cook date's pickup window is cut into slots: their length and the most orders handed over in each. */
@Entity('pickup_plans')
export class PickupPlan {
  /** Calendar date in KITCHEN_TIMEZONE, YYYY-MM-DD. */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  cookDate: string;

  @Column({ type: 'int' })
  slotMinutes: number;

  @Column({ type: 'int' })
  maxOrdersPerSlot: number;
}
