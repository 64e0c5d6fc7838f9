import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsDecimalNumber } from '../../common/decimal-number';
import { acceptReadOnly, Omittable } from '../../common/validation';
import { MEAL_TIMES, SLOT_MINUTES_MAX, SLOT_MINUTES_MIN, TIFFIN_PERIODS, type TiffinMealTime, type TiffinPeriod } from '../tiffin-rules';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeMessage = (field: string) => `${field} must be a time of day as HH:MM, such as 20:00`;
const WEEKDAYS_MESSAGE = 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)';
export const SLOT_MINUTES_MESSAGE = `slotMinutes must be 0 (one slot, the whole window) or a whole number of minutes from ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX}`;
const PERIODS_MESSAGE = `periods must list one or more of ${TIFFIN_PERIODS.join(', ')}`;

/** The console's plan form: the price in rupees, times of day in the kitchen's time zone. */
export class TiffinPlanInputDto {
  @ApiProperty({ example: 'Weekday lunch' })
  @IsString({ message: 'name must be text' })
  @Matches(/\S/, { message: 'name must not be empty' })
  @MaxLength(80, { message: 'name must be at most 80 characters' })
  name: string;

  @ApiProperty({ enum: MEAL_TIMES })
  @IsIn(MEAL_TIMES, { message: `meal must be one of ${MEAL_TIMES.join(', ')}` })
  meal: TiffinMealTime;

  @ApiProperty({ example: [1, 2, 3, 4, 5], type: [Number], description: 'ISO weekdays: 1 Monday … 7 Sunday' })
  @IsArray({ message: WEEKDAYS_MESSAGE })
  @ArrayMinSize(1, { message: WEEKDAYS_MESSAGE })
  @ArrayMaxSize(7, { message: WEEKDAYS_MESSAGE })
  @IsInt({ each: true, message: WEEKDAYS_MESSAGE })
  @Min(1, { each: true, message: WEEKDAYS_MESSAGE })
  @Max(7, { each: true, message: WEEKDAYS_MESSAGE })
  weekdays: number[];

  @ApiProperty({ example: 120, description: 'Rupees per meal' })
  @IsDecimalNumber(2, { message: 'pricePerMeal must be an amount in rupees, with at most two decimals' })
  @Min(1, { message: 'pricePerMeal must be at least ₹1' })
  @Max(10000, { message: 'pricePerMeal must be at most ₹10,000' })
  pricePerMeal: number;

  @ApiProperty({ enum: TIFFIN_PERIODS, isArray: true, example: ['WEEK', 'MONTH'] })
  @IsArray({ message: PERIODS_MESSAGE })
  @ArrayMinSize(1, { message: PERIODS_MESSAGE })
  @ArrayMaxSize(TIFFIN_PERIODS.length, { message: PERIODS_MESSAGE })
  @IsIn(TIFFIN_PERIODS, { each: true, message: PERIODS_MESSAGE })
  periods: TiffinPeriod[];

  @ApiProperty({ example: 30, description: 'Subscribers it takes at once' })
  @IsInt({ message: 'capacity must be a whole number of subscribers' })
  @Min(1, { message: 'capacity must be at least 1' })
  @Max(10000, { message: 'capacity must be at most 10,000' })
  capacity: number;

  @ApiProperty({ example: '12:30', description: 'Default pickup window start, kitchen time' })
  @IsString({ message: timeMessage('pickupFrom') })
  @Matches(TIME, { message: timeMessage('pickupFrom') })
  pickupFrom: string;

  @ApiProperty({ example: '14:00' })
  @IsString({ message: timeMessage('pickupTo') })
  @Matches(TIME, { message: timeMessage('pickupTo') })
  pickupTo: string;

  @ApiPropertyOptional({
    example: 30,
    description: 'Cut the pickup window into slots this long for customers to choose from; 0 (the default): one slot',
  })
  @Omittable()
  @IsInt({ message: SLOT_MINUTES_MESSAGE })
  @Min(0, { message: SLOT_MINUTES_MESSAGE })
  @Max(SLOT_MINUTES_MAX, { message: SLOT_MINUTES_MESSAGE })
  slotMinutes?: number;

  @ApiProperty({ example: 1, description: 'Days before the cook date the skip cutoff falls on (0: the same day)' })
  @IsInt({ message: 'skipCutoffDaysBefore must be a whole number of days from 0 to 7' })
  @Min(0, { message: 'skipCutoffDaysBefore must be a whole number of days from 0 to 7' })
  @Max(7, { message: 'skipCutoffDaysBefore must be a whole number of days from 0 to 7' })
  skipCutoffDaysBefore: number;

  @ApiProperty({ example: '20:00', description: 'Time of day of the skip cutoff, kitchen time' })
  @IsString({ message: timeMessage('skipCutoffTime') })
  @Matches(TIME, { message: timeMessage('skipCutoffTime') })
  skipCutoffTime: string;

  @ApiPropertyOptional({ example: true })
  @Omittable()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ApiPropertyOptional({ example: false, description: 'Customers may pay weekly or four-weekly periods by UPI AutoPay (default: no)' })
  @Omittable()
  @IsBoolean({ message: 'autopayAllowed must be true or false' })
  autopayAllowed?: boolean;
}

/** Any subset of the form; null is no value for any field. react-admin's edit form sends the read-only fields back too. */
export class TiffinPlanUpdateDto extends PartialType(TiffinPlanInputDto, { skipNullProperties: false }) {}
acceptReadOnly(TiffinPlanUpdateDto, ['id', 'subscribers', 'pickupSlots', 'createdAt']);

export class TiffinPickupSlotDto {
  @ApiProperty({ example: '12:30', description: 'Kitchen time' }) from: string;
  @ApiProperty({ example: '13:00' }) to: string;
}

export class TiffinPlanDto {
  @ApiProperty({ example: 2 }) id: number;
  @ApiProperty({ example: 'Weekday lunch' }) name: string;
  @ApiProperty({ enum: MEAL_TIMES }) meal: TiffinMealTime;
  @ApiProperty({ example: [1, 2, 3, 4, 5], type: [Number] }) weekdays: number[];
  @ApiProperty({ example: 120, description: 'Rupees per meal' }) pricePerMeal: number;
  @ApiProperty({ enum: TIFFIN_PERIODS, isArray: true }) periods: TiffinPeriod[];
  @ApiProperty({ example: 30 }) capacity: number;
  @ApiProperty({ example: '12:30' }) pickupFrom: string;
  @ApiProperty({ example: '14:00' }) pickupTo: string;
  @ApiProperty({ example: 30, description: 'Slot length in minutes; 0: the whole window is one slot' }) slotMinutes: number;
  @ApiProperty({ type: [TiffinPickupSlotDto], description: 'The slots customers choose from; the first is the default' })
  pickupSlots: TiffinPickupSlotDto[];
  @ApiProperty({ example: 1 }) skipCutoffDaysBefore: number;
  @ApiProperty({ example: '20:00' }) skipCutoffTime: string;
  @ApiProperty({ example: true }) active: boolean;
  @ApiProperty({ example: false, description: 'Weekly and four-weekly periods can be paid by UPI AutoPay' }) autopayAllowed: boolean;
}

export class AdminTiffinPlanDto extends TiffinPlanDto {
  @ApiProperty({ example: 12, description: 'Subscriptions awaiting payment or active that have not ended' }) subscribers: number;
  @ApiProperty({ example: '2026-11-20T09:00:00.000Z' }) createdAt: string;
}

export class TiffinPlanMealInputDto {
  @ApiProperty({ example: 41, description: "The schedule (dish on this cook date) whose portions the plan's meals take" })
  @IsInt({ message: 'scheduleId must be a schedule id' })
  @Min(1, { message: 'scheduleId must be a schedule id' })
  scheduleId: number;
}

export class TiffinPlanMealDto {
  @ApiProperty({ example: 2 }) planId: number;
  @ApiProperty({ example: '2026-11-24' }) cookDate: string;
  @ApiProperty({ example: 41 }) scheduleId: number;
  @ApiProperty({ example: 'Dal Tadka thali' }) menuName: string;
  @ApiProperty({ example: 18, description: 'Meals holding a portion of the schedule so far' }) reserved: number;
}
