import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_LINES, MAX_PORTIONS_PER_LINE } from '../../../cart/cart-limits';
import { IsListOf } from '../../../common/list-of';
import { PAYMENT_METHODS, PaymentMethod } from '../../order.entity';

export class OrderLineRequestDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'menuScheduleId must be a whole number' })
  @Min(1, { message: 'menuScheduleId must be a whole number' })
  menuScheduleId: number;

  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_PORTIONS_PER_LINE })
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(MAX_PORTIONS_PER_LINE, { message: `Quantity must be at most ${MAX_PORTIONS_PER_LINE}` })
  quantity: number;
}

export class PickupSlotChoiceDto {
  @ApiProperty({ example: '2026-11-24', description: 'The cook date this pickup is for' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'pickupSlots cookDate must be a date written as YYYY-MM-DD' })
  cookDate: string;

  @ApiProperty({ example: '2026-11-24T07:15:00.000Z', description: "The chosen slot's start, as GET /checkout/pickup-slots lists it" })
  @IsISO8601({ strict: true }, { message: 'pickupSlots from must be a date and time, e.g. 2026-11-24T07:15:00.000Z' })
  from: string;
}

export class PlaceOrderDto {
  @ApiProperty({ type: [OrderLineRequestDto], example: [{ menuScheduleId: 12, quantity: 2 }] })
  @ArrayMinSize(1, { message: 'Your cart is empty!' })
  @ArrayMaxSize(MAX_LINES, { message: `An order can hold at most ${MAX_LINES} dishes` })
  @IsListOf(() => OrderLineRequestDto, 'orderItems')
  orderItems: OrderLineRequestDto[];

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, description: 'COD when left out' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'paymentMethod must be COD or ONLINE' })
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ example: 'Less spicy, please', maxLength: 500, description: "Trimmed; blank becomes 'No special instructions'" })
  @IsOptional()
  @IsString({ message: 'specialInstructions must be text' })
  @MaxLength(500, { message: 'Special instructions must be at most 500 characters' })
  specialInstructions?: string;

  @ApiPropertyOptional({
    type: [PickupSlotChoiceDto],
    description:
      'One pickup slot per cook date of the order that has slots (GET /checkout/pickup-slots); leave out for dates without slots',
  })
  @IsOptional()
  @ArrayMaxSize(MAX_LINES, { message: `pickupSlots can hold at most ${MAX_LINES} choices` })
  @IsListOf(() => PickupSlotChoiceDto, 'pickupSlots')
  pickupSlots?: PickupSlotChoiceDto[];

  @ApiPropertyOptional({ example: 'DIWALI50', description: "A promotion code (any case); checked and counted in the order's transaction" })
  @IsOptional()
  @IsString({ message: 'promotionCode must be text' })
  @MaxLength(40, { message: 'promotionCode is longer than any code' })
  promotionCode?: string;
}
