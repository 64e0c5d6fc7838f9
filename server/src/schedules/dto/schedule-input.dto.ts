import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, Min } from 'class-validator';
import { Omittable } from '../../common/validation';
import { SCHEDULE_STATUSES, ScheduleStatus } from '../menu-schedule.entity';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const FIELD_WORDS: Record<string, string> = {
  orderCutoffAt: 'The order cutoff',
  pickupFrom: 'The pickup start',
  pickupTo: 'The pickup end',
};
const dateTimeMessage = (field: string) => `${FIELD_WORDS[field]} must be a date and time with a time zone, e.g. 2026-11-23T04:30:00.000Z`;
export const MAX_SCHEDULE_QUANTITY = 100000;
export const MAX_PORTIONS_PER_CUSTOMER = 1000;

/** Query strings arrive as text; whole numbers become numbers, anything else stays text and fails @IsInt. */
export const toWholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error,
// so the basic type check sits lowest and the first message names the most basic problem.

/** The admin's schedule form; its time rules are checked in order-cutoff.ts (docs/rules.md). */
export class CreateScheduleDto {
  @ApiProperty({ example: 1, description: 'The dish (menu item) id' })
  @Min(1, { message: 'Choose the dish to schedule' })
  @IsInt({ message: 'Choose the dish to schedule' })
  menuId: number;

  @ApiProperty({ example: '2026-11-23', description: 'Calendar date in the kitchen time zone' })
  @IsISO8601({ strict: true }, { message: 'The cook date must be a real calendar date' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The cook date must be a date written as YYYY-MM-DD' })
  cookDate: string;

  @ApiProperty({ example: '2026-11-23T04:30:00.000Z', description: 'Orders close at this instant; not after pickupFrom' })
  @IsISO8601({ strict: true }, { message: dateTimeMessage('orderCutoffAt') })
  @Matches(DATE_TIME, { message: dateTimeMessage('orderCutoffAt') })
  orderCutoffAt: string;

  @ApiProperty({ example: '2026-11-23T07:00:00.000Z', description: 'Pickup window start; before pickupTo' })
  @IsISO8601({ strict: true }, { message: dateTimeMessage('pickupFrom') })
  @Matches(DATE_TIME, { message: dateTimeMessage('pickupFrom') })
  pickupFrom: string;

  @ApiProperty({ example: '2026-11-23T09:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: dateTimeMessage('pickupTo') })
  @Matches(DATE_TIME, { message: dateTimeMessage('pickupTo') })
  pickupTo: string;

  @ApiProperty({ example: 30, minimum: 0, description: 'Portions for sale, a whole number' })
  @Max(MAX_SCHEDULE_QUANTITY, { message: `The quantity can be at most ${MAX_SCHEDULE_QUANTITY}` })
  @Min(0, { message: 'The quantity cannot be negative' })
  @IsInt({ message: 'The quantity must be a whole number' })
  availableQty: number;

  @ApiPropertyOptional({ enum: SCHEDULE_STATUSES, example: 'PUBLISHED', description: 'PUBLISHED when left out' })
  @Omittable()
  @IsIn(SCHEDULE_STATUSES, { message: `The status must be one of ${SCHEDULE_STATUSES.join(', ')}` })
  status?: ScheduleStatus;

  @ApiPropertyOptional({
    example: 2,
    nullable: true,
    type: Number,
    minimum: 1,
    description: 'The most portions one customer may buy from this cook date; null or absent: no limit',
  })
  @IsOptional()
  @Max(MAX_PORTIONS_PER_CUSTOMER, { message: `The limit per customer can be at most ${MAX_PORTIONS_PER_CUSTOMER}` })
  @Min(1, { message: 'The limit per customer must be at least 1 (leave it empty for no limit)' })
  @IsInt({ message: 'The limit per customer must be a whole number' })
  maxPerCustomer?: number | null;
}

/**
 * Any subset of the form except the dish. react-admin edit forms send the whole record back, so
 * the read-only fields are accepted; a different menuId is refused by the service.
 */
export class UpdateScheduleDto extends PartialType(OmitType(CreateScheduleDto, ['menuId'] as const)) {
  @ApiPropertyOptional({ description: "Read-only; must equal the schedule's dish when sent", example: 1 })
  @IsOptional()
  @IsInt({ message: 'Choose the dish to schedule' })
  menuId?: number;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' })
  @IsOptional()
  id?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' })
  @IsOptional()
  menuName?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' })
  @IsOptional()
  createdAt?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only): portions held in checkouts change only by holds' })
  @IsOptional()
  heldQty?: unknown;
}

export class ScheduleQuantityQueryDto {
  @ApiProperty({ example: 25, minimum: 0 })
  @Transform(toWholeNumber)
  @Max(MAX_SCHEDULE_QUANTITY, { message: `quantity must be at most ${MAX_SCHEDULE_QUANTITY}` })
  @Min(0, { message: 'quantity must not be negative' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity: number;
}

export class ScheduleStatusQueryDto {
  @ApiProperty({ enum: SCHEDULE_STATUSES, example: 'DRAFT' })
  @IsIn(SCHEDULE_STATUSES, { message: `The status must be one of ${SCHEDULE_STATUSES.join(', ')}` })
  status: ScheduleStatus;
}
