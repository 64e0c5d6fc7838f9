import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IsDecimalNumber } from '../../common/decimal-number';
import { IsListOf } from '../../common/list-of';
import { MAX_PORTIONS_PER_LINE } from '../cart-limits';

export class AddToCartDto {
  @ApiProperty({ example: 12, description: 'The schedule (cook date) of the dish' })
  @IsInt({ message: 'menuScheduleId must be a whole number' })
  @Min(1, { message: 'menuScheduleId must be a whole number' })
  menuScheduleId: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: MAX_PORTIONS_PER_LINE })
  @IsInt({ message: 'Quantity must be a whole number' })
  @Min(1, { message: 'Quantity must be at least 1' })
  @Max(MAX_PORTIONS_PER_LINE, { message: `Quantity must be at most ${MAX_PORTIONS_PER_LINE}` })
  quantity: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ example: 2, description: 'New quantity; 0 or less removes the line', maximum: MAX_PORTIONS_PER_LINE })
  @IsInt({ message: 'Quantity must be a whole number' })
  @Max(MAX_PORTIONS_PER_LINE, { message: `Quantity must be at most ${MAX_PORTIONS_PER_LINE}` })
  quantity: number;
}

export class GuestCartItemDto {
  @ApiPropertyOptional({ example: 12, description: 'Lines without one are skipped and reported' })
  @IsOptional()
  @IsInt({ message: 'menuScheduleId must be a whole number' })
  menuScheduleId?: number;

  @ApiProperty({ example: 2 })
  @IsInt({ message: 'Quantity must be a whole number' })
  quantity: number;

  @ApiPropertyOptional({ example: 249, description: 'Price the guest saw; lines with 0 are skipped (the server charges its own price)' })
  @IsOptional()
  @IsDecimalNumber(2, { message: 'price must be an amount in rupees with at most two decimals' })
  price?: number;
}

export class MergeCartDto {
  @ApiProperty({ type: [GuestCartItemDto], example: [{ menuScheduleId: 12, quantity: 2 }] })
  @ArrayMaxSize(100, { message: 'A cart can hold at most 100 lines' })
  @IsListOf(() => GuestCartItemDto, 'items')
  items: GuestCartItemDto[];
}
