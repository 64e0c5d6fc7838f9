import { ApiProperty } from '@nestjs/swagger';
import { SCHEDULE_STATUSES, ScheduleStatus } from '../menu-schedule.entity';

export class ScheduleDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 1 }) menuId: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) menuName: string;
  @ApiProperty({ example: '2026-11-23' }) cookDate: string;
  @ApiProperty({ example: '2026-11-23T04:30:00.000Z' }) orderCutoffAt: string;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z' }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-23T09:00:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: 30 }) availableQty: number;
  @ApiProperty({ example: 2, description: "Portions held in customers' checkouts right now (not for sale, not sold)" }) heldQty: number;
  @ApiProperty({ example: 2, nullable: true, type: Number, description: 'The most portions one customer may buy; null: no limit' })
  maxPerCustomer: number | null;
  @ApiProperty({ enum: SCHEDULE_STATUSES, example: 'PUBLISHED' }) status: ScheduleStatus;
}

export class AdminScheduleDto extends ScheduleDto {
  @ApiProperty({ example: '2026-11-22T09:00:00.000Z' }) createdAt: string;
}
