import { ApiProperty } from '@nestjs/swagger';

export class CartLineDto {
  @ApiProperty({ example: 31, description: 'Cart line id' }) id: number;
  @ApiProperty({ example: 12 }) menuScheduleId: number;
  @ApiProperty({ example: 4 }) menuId: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) name: string;
  @ApiProperty({ example: 'पनीर बटर मसाला', nullable: true, type: String, description: 'The name in Hindi; null: show name' })
  nameHi: string | null;
  @ApiProperty({ example: 'Cottage cheese in a rich tomato gravy.' }) description: string;
  @ApiProperty({ example: '/media/dishes/paneer.svg' }) imageUrl: string;
  @ApiProperty({ example: ['/media/dishes/paneer.svg'], type: [String] }) images: string[];
  @ApiProperty({ example: true }) isVeg: boolean;
  @ApiProperty({ example: 249, description: 'Unit price in rupees' }) price: number;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 498 }) lineTotal: number;
  @ApiProperty({ example: '2026-11-23' }) cookDate: string;
  @ApiProperty({ example: '2026-11-23T04:30:00.000Z' }) orderCutoffAt: string;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z' }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-23T09:00:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: 18 }) availableQty: number;
  @ApiProperty({
    example: 2,
    nullable: true,
    type: Number,
    description: 'The most portions one customer may buy from this cook date; null: no limit',
  })
  maxPerCustomer: number | null;
  @ApiProperty({ example: true, description: 'False once the schedule closed, sold out or was withdrawn' }) orderable: boolean;
}

export class CartDto {
  @ApiProperty({ type: [CartLineDto] }) items: CartLineDto[];
  @ApiProperty({ example: 2, description: 'Sum of quantities' }) count: number;
  @ApiProperty({ example: 498 }) subtotal: number;
  @ApiProperty({ example: 39.84, description: '8% of the subtotal, half-up to the paisa' }) tax: number;
  @ApiProperty({ example: 537.84 }) total: number;
}

export class SkippedCartItemDto {
  @ApiProperty({ example: 99, nullable: true, type: Number }) menuScheduleId: number | null;
  @ApiProperty({ example: 'This menu item cannot be ordered (invalid schedule).' }) reason: string;
}

export class MergedCartDto {
  @ApiProperty({ type: CartDto }) cart: CartDto;
  @ApiProperty({ type: [SkippedCartItemDto] }) skipped: SkippedCartItemDto[];
}
