import { ApiProperty } from '@nestjs/swagger';

export class HoldLineDto {
  @ApiProperty({ example: 12 }) menuScheduleId: number;
  @ApiProperty({ example: 'Hyderabadi Biryani' }) menuName: string;
  @ApiProperty({ example: 2 }) quantity: number;
}

/** The portions held for the caller while they check out. */
export class HoldDto {
  @ApiProperty({ example: '2026-11-22T10:25:00.000Z', description: 'Unused by then, the portions are for sale again' }) expiresAt: string;
  @ApiProperty({ type: [HoldLineDto] }) lines: HoldLineDto[];
}
