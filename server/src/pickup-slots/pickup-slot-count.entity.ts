import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Orders (not cancelled) that chose a pickup slot; only conditional updates change the count. */
@Entity('pickup_slot_counts')
export class PickupSlotCount {
  /** The slot's start as an ISO instant (text, so both databases compare it exactly). */
  @PrimaryColumn({ type: 'varchar', length: 24 })
  slotStart: string;

  @Column({ type: 'int' })
  orders: number;
}
