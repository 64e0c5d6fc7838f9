import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const SLOT_LENGTHS = [10, 15, 20, 30, 60] as const;
export type SlotLength = (typeof SLOT_LENGTHS)[number];

/** The kitchen's own settings (admin console); each has a default until the kitchen changes it. */
export class KitchenSettingsDto {
  @ApiProperty({ enum: SLOT_LENGTHS, example: 15, description: 'Pickup slot length for cook dates without their own plan' })
  defaultSlotMinutes: SlotLength;

  @ApiProperty({
    example: null,
    nullable: true,
    type: Number,
    description: 'Most orders per pickup slot for cook dates without their own plan; null: such cook dates have no slots (the whole window)',
  })
  defaultMaxOrdersPerSlot: number | null;
}

export class UpdateKitchenSettingsDto {
  @ApiProperty({ enum: SLOT_LENGTHS, required: false })
  @IsOptional()
  @IsIn(SLOT_LENGTHS, { message: `The slot length must be one of ${SLOT_LENGTHS.join(', ')} minutes` })
  defaultSlotMinutes?: SlotLength;

  @ApiProperty({ nullable: true, type: Number, required: false, minimum: 1 })
  @IsOptional()
  @Max(1000, { message: 'The most orders per slot can be at most 1000' })
  @Min(1, { message: 'The most orders per slot must be at least 1 (leave it empty for no slots)' })
  @IsInt({ message: 'The most orders per slot must be a whole number' })
  defaultMaxOrdersPerSlot?: number | null;
}
