import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One setting the kitchen changes from the admin console, stored as JSON text under its name. */
@Entity('kitchen_settings')
export class KitchenSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'varchar', length: 2000 })
  value: string;
}
