import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_LINES, MAX_PORTIONS_PER_LINE } from '../../cart/cart-limits';
import { PAYMENT_METHODS, PaymentMethod } from '../order.entity';

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

export class PlaceOrderDto {
  @ApiProperty({ type: [OrderLineRequestDto], example: [{ menuScheduleId: 12, quantity: 2 }] })
  @IsArray({ message: 'orderItems must be a list' })
  @ArrayMinSize(1, { message: 'Your cart is empty!' })
  @ArrayMaxSize(MAX_LINES, { message: `An order can hold at most ${MAX_LINES} dishes` })
  @ValidateNested({ each: true })
  @Type(() => OrderLineRequestDto)
  orderItems: OrderLineRequestDto[];

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: 'COD' })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: 'paymentMethod must be COD or ONLINE' })
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ example: 'Less spicy, please', maxLength: 500, description: "Trimmed; blank becomes 'No special instructions'" })
  @IsOptional()
  @IsString({ message: 'specialInstructions must be text' })
  @MaxLength(500, { message: 'Special instructions must be at most 500 characters' })
  specialInstructions?: string;
}
