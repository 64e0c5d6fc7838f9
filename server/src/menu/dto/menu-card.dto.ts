import { ApiProperty } from '@nestjs/swagger';
import { AVAILABILITY_MESSAGES, AvailabilityState } from '../menu-availability';

export class AvailabilityDto {
  @ApiProperty({ enum: Object.keys(AVAILABILITY_MESSAGES), example: 'AVAILABLE' })
  state: AvailabilityState;

  @ApiProperty({ enum: Object.values(AVAILABILITY_MESSAGES), example: 'Available' })
  message: string;
}

/** One cook date a dish is on, with that date's own facts and availability. */
export class MenuCardDateDto {
  @ApiProperty({ example: 12 }) scheduleId: number;
  @ApiProperty({ example: '2026-11-27', description: 'Cook date in the kitchen time zone' }) cookDate: string;
  @ApiProperty({ example: '2026-11-27T04:30:00.000Z' }) orderCutoffAt: string;
  @ApiProperty({ example: '2026-11-27T07:00:00.000Z' }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-27T09:00:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: 30, description: 'Portions left while the date takes orders, else 0' }) availableQuantity: number;
  @ApiProperty({
    example: 2,
    nullable: true,
    type: Number,
    description: 'The most portions one customer may buy on this date; null: no limit',
  })
  maxPerCustomer: number | null;
  @ApiProperty({ type: AvailabilityDto }) availability: AvailabilityDto;
  @ApiProperty({ example: true, description: 'Portions left and cutoff ahead' }) orderable: boolean;
}

/** A merged menu card: the dish with its schedule's facts, and the availability decided on the server. */
export class MenuCardDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) name: string;
  @ApiProperty({ example: 'Soft paneer cubes simmered in a velvety tomato, butter and cashew gravy.' }) description: string;
  @ApiProperty({ example: 249, description: 'Rupees' }) price: number;
  @ApiProperty({ example: '/media/dishes/paneer-butter-masala.svg' }) imageUrl: string;
  @ApiProperty({
    example: ['/media/dishes/paneer-butter-masala.svg', '/media/dishes/paneer-butter-masala-served.svg'],
    type: [String],
    description: 'Every image, imageUrl first',
  })
  images: string[];
  @ApiProperty({ example: true }) isVeg: boolean;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: 'Paneer, tomatoes, butter', nullable: true, type: String }) ingredients: string | null;
  @ApiProperty({
    example: 'पनीर बटर मसाला',
    nullable: true,
    type: String,
    description: 'The name in Hindi, shown when the customer reads Hindi; null: show name',
  })
  nameHi: string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'The description in Hindi; null: show description' })
  descriptionHi: string | null;
  @ApiProperty({ example: true, description: 'The dish has a PUBLISHED schedule that still matters (cook date today or later)' })
  hasActiveSchedule: boolean;
  @ApiProperty({ example: 30, description: "Portions left on the card's schedule while it takes orders, else 0" })
  totalAvailableQuantity: number;
  @ApiProperty({
    example: 2,
    nullable: true,
    type: Number,
    description: "The most portions one customer may buy from the card's schedule; null: no limit",
  })
  maxPerCustomer: number | null;
  @ApiProperty({ example: '2026-11-23', nullable: true, type: String, description: "Cook date of the card's schedule" })
  nextAvailableDate: string | null;
  @ApiProperty({ example: '2026-11-23T04:30:00.000Z', nullable: true, type: String }) orderCutoffAt: string | null;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z', nullable: true, type: String }) pickupFrom: string | null;
  @ApiProperty({ example: '2026-11-23T09:00:00.000Z', nullable: true, type: String }) pickupTo: string | null;
  @ApiProperty({ example: 12, nullable: true, type: Number }) activeScheduleId: number | null;
  @ApiProperty({ type: AvailabilityDto }) availability: AvailabilityDto;
  @ApiProperty({ example: true, description: 'Scheduled, portions left and cutoff ahead' }) orderable: boolean;
  @ApiProperty({
    type: [MenuCardDateDto],
    description:
      "Every cook date the dish is on that still matters, earliest first; the card's own fields above describe the next one to order from",
  })
  dates: MenuCardDateDto[];
  @ApiProperty({ example: 4.5, nullable: true, type: Number }) averageRating: number | null;
  @ApiProperty({ example: 2 }) reviewCount: number;
}
