import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, Matches } from 'class-validator';
import { AdminScheduleDto } from '../../schedules/dto/schedule-output.dto';

const COOK_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class CopyDropDto {
  @ApiProperty({ example: '2026-11-24', description: 'The cook date to copy' })
  @IsDateString({ strict: true }, { message: 'fromDate must be a real date written as YYYY-MM-DD' })
  @Matches(COOK_DATE, { message: 'fromDate must be a real date written as YYYY-MM-DD' })
  fromDate: string;

  @ApiProperty({ example: '2026-12-01', description: 'The cook date to create: today or later' })
  @IsDateString({ strict: true }, { message: 'toDate must be a real date written as YYYY-MM-DD' })
  @Matches(COOK_DATE, { message: 'toDate must be a real date written as YYYY-MM-DD' })
  toDate: string;
}

export class SkippedDishDto {
  @ApiProperty({ example: 4 }) menuId: number;
  @ApiProperty({ example: 'Masala Dosa' }) menuName: string;
  @ApiProperty({ example: 'This item is already scheduled until 02 Dec 2026. Please try again after it expires.' }) reason: string;
}

/** What copying a cook date made: the new schedules, the dishes left out and why, and whether its slot plan came along. */
export class CopiedDropDto {
  @ApiProperty({ example: '2026-11-24' }) fromDate: string;
  @ApiProperty({ example: '2026-12-01' }) toDate: string;
  @ApiProperty({ type: [AdminScheduleDto] }) created: AdminScheduleDto[];
  @ApiProperty({ type: [SkippedDishDto] }) skipped: SkippedDishDto[];
  @ApiProperty({ example: true, description: "The source date's own pickup slot plan was set on the new date too" })
  pickupPlanCopied: boolean;
}
