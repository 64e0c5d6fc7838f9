import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../database/timestamped.entity';

@Entity('menu_items')
export class MenuItem extends Timestamped {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_menu_items_name')
  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'int' })
  pricePaise: number;

  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  /** Further images beyond imageUrl, in display order. */
  @Column({ type: 'simple-json' })
  images: string[];

  @Column({ type: 'boolean', width: 1, default: true })
  isVeg: boolean;

  @Column({ type: 'boolean', width: 1, default: true })
  active: boolean;

  @Column({ type: 'text', nullable: true })
  ingredients: string | null;

  /** The name and description in Hindi, shown to customers who chose Hindi; null: the English ones are shown. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  nameHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  /** A tiffin dish: a plan with no dish chosen for a cook date serves the date's schedule of a dish marked so. */
  @Column({ type: 'boolean', width: 1, default: false })
  tiffin: boolean;
}
