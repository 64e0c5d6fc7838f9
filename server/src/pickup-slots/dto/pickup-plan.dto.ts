import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { SLOT_LENGTHS } from '../../kitchen-settings/kitchen-settings.dto';

export class PickupPlanDto {
  @ApiProperty({ example: '2026-11-24', description: 'The cook date (react-admin id)' }) id: string;
  @ApiProperty({ example: '2026-11-24' }) cookDate: string;
  @ApiProperty({ enum: SLOT_LENGTHS, example: 15 }) slotMinutes: number;
  @ApiProperty({ example: 10 }) maxOrdersPerSlot: number;
}

export class SetPickupPlanDto {
  @ApiProperty({ enum: SLOT_LENGTHS, example: 15 })
  @IsIn(SLOT_LENGTHS, { message: `The slot length must be one of ${SLOT_LENGTHS.join(', ')} minutes` })
  slotMinutes: number;

  @ApiProperty({ example: 10, minimum: 1 })
  @Max(1000, { message: 'The most orders per slot can be at most 1000' })
  @Min(1, { message: 'The most orders per slot must be at least 1' })
  @IsInt({ message: 'The most orders per slot must be a whole number' })
  maxOrdersPerSlot: number;
}

export class PickupSlotDto {
  @ApiProperty({ example: '2026-11-24T07:00:00.000Z' }) from: string;
  @ApiProperty({ example: '2026-11-24T07:15:00.000Z' }) to: string;
  @ApiProperty({ example: '12:30 pm – 12:45 pm', description: 'In kitchen time, 12-hour' }) label: string;
  @ApiProperty({ example: 4, description: 'Orders it still takes' }) left: number;
  @ApiProperty({ example: false }) full: boolean;
}

/** The pickup choice for one cook date of a cart: slots, or the whole window when the date has none. */
export class PickupChoiceDto {
  @ApiProperty({ example: '2026-11-24' }) cookDate: string;
  @ApiProperty({ example: '2026-11-24T07:00:00.000Z', description: 'Start of the window every dish of this date shares' })
  windowFrom: string;
  @ApiProperty({ example: '2026-11-24T09:00:00.000Z' }) windowTo: string;
  @ApiProperty({ example: 15, nullable: true, type: Number, description: 'null: no slots on this date, pickup any time in the window' })
  slotMinutes: number | null;
  @ApiProperty({ type: [PickupSlotDto] }) slots: PickupSlotDto[];
}
