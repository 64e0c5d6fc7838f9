import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { IsDecimalNumber } from '../../common/decimal-number';
import { TiffinPickupSlotDto } from './tiffin-plan.dto';
import { TIFFIN_MEAL_STATUSES, type TiffinMealStatus } from '../meals/tiffin-meal.entity';
import { TIFFIN_SUBSCRIPTION_STATUSES, type TiffinSubscriptionStatus } from '../subscriptions/tiffin-subscription.entity';
import { MEAL_TIMES, TIFFIN_PERIODS, type TiffinMealTime, type TiffinPeriod } from '../tiffin-rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateMessage = (field: string) => `${field} must be a date as YYYY-MM-DD`;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PICKUP_SLOT_MESSAGE = 'pickupFrom must be the start of a pickup slot as HH:MM, such as 13:00';
const WEEKDAYS_MESSAGE = 'weekdays must list days of the week as numbers from 1 (Monday) to 7 (Sunday)';

export class SubscribeDto {
  @ApiProperty({ example: 2 })
  @IsInt({ message: 'planId must be a plan id' })
  @Min(1, { message: 'planId must be a plan id' })
  planId: number;

  @ApiProperty({ enum: TIFFIN_PERIODS })
  @IsIn(TIFFIN_PERIODS, { message: `period must be one of ${TIFFIN_PERIODS.join(', ')}` })
  period: TiffinPeriod;

  @ApiPropertyOptional({ example: [1, 3, 5], type: [Number], description: "Some of the plan's days (default: all of them)" })
  @IsOptional()
  @IsArray({ message: WEEKDAYS_MESSAGE })
  @ArrayMinSize(1, { message: WEEKDAYS_MESSAGE })
  @ArrayMaxSize(7, { message: WEEKDAYS_MESSAGE })
  @IsInt({ each: true, message: WEEKDAYS_MESSAGE })
  @Min(1, { each: true, message: WEEKDAYS_MESSAGE })
  @Max(7, { each: true, message: WEEKDAYS_MESSAGE })
  weekdays?: number[];

  @ApiPropertyOptional({ example: '13:00', description: "The start of one of the plan's pickup slots (default: the first)" })
  @IsOptional()
  @IsString({ message: PICKUP_SLOT_MESSAGE })
  @Matches(TIME, { message: PICKUP_SLOT_MESSAGE })
  pickupFrom?: string;
}

export class PickupSlotChoiceDto {
  @ApiProperty({ example: '13:00', description: "The start of one of the plan's pickup slots" })
  @IsString({ message: PICKUP_SLOT_MESSAGE })
  @Matches(TIME, { message: PICKUP_SLOT_MESSAGE })
  pickupFrom: string;
}

export class MealDateDto {
  @ApiProperty({ example: '2026-11-25' })
  @IsString({ message: dateMessage('cookDate') })
  @Matches(DATE, { message: dateMessage('cookDate') })
  cookDate: string;
}

export class PauseDto {
  @ApiProperty({ example: '2026-11-30', description: 'First date paused' })
  @IsString({ message: dateMessage('from') })
  @Matches(DATE, { message: dateMessage('from') })
  from: string;

  @ApiProperty({ example: '2026-12-04', description: 'Last date paused' })
  @IsString({ message: dateMessage('to') })
  @Matches(DATE, { message: dateMessage('to') })
  to: string;
}

export class RecordPaymentDto {
  @ApiProperty({ example: 2640, description: 'Rupees received for the period (prepaid: the whole amount)' })
  @IsDecimalNumber(2, { message: 'amount must be an amount in rupees, with at most two decimals' })
  @Min(0.01, { message: 'amount must be more than ₹0' })
  amount: number;
}

/** What the state of a coming date is: a meal row's status, or SCHEDULED before the date opens. */
export type ComingMealStatus = TiffinMealStatus | 'SCHEDULED';
const COMING_MEAL_STATUSES: readonly ComingMealStatus[] = ['SCHEDULED', ...TIFFIN_MEAL_STATUSES];

export class ComingMealDto {
  @ApiProperty({ example: '2026-11-25' }) cookDate: string;
  @ApiProperty({ enum: COMING_MEAL_STATUSES, description: 'SCHEDULED: the date has not opened yet; RESERVED: a portion is kept' })
  status: ComingMealStatus;
  @ApiProperty({ example: 'Rajma chawal', nullable: true, type: String, description: 'Null until the kitchen picks the dish' })
  dish: string | null;
  @ApiProperty({ example: '2026-11-24T14:30:00.000Z', description: 'Skip, pause or un-skip until this instant' })
  changeUntil: string;
  @ApiProperty({ example: true }) changeable: boolean;
  @ApiProperty({ example: '12:30', description: 'The pickup slot the meal is handed over in, kitchen time' }) pickupFrom: string;
  @ApiProperty({ example: '13:00' }) pickupTo: string;
}

export class TiffinSubscriptionDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 2 }) planId: number;
  @ApiProperty({ example: 'Weekday lunch' }) planName: string;
  @ApiProperty({ enum: MEAL_TIMES }) meal: TiffinMealTime;
  @ApiProperty({ example: [1, 2, 3, 4, 5], type: [Number] }) weekdays: number[];
  @ApiProperty({ enum: TIFFIN_PERIODS }) period: TiffinPeriod;
  @ApiProperty({ example: '2026-11-25' }) startDate: string;
  @ApiProperty({ example: '2026-12-22' }) endDate: string;
  @ApiProperty({ enum: TIFFIN_SUBSCRIPTION_STATUSES }) status: TiffinSubscriptionStatus;
  @ApiProperty({ example: '12:30', description: "The subscription's pickup slot, kitchen time" }) pickupFrom: string;
  @ApiProperty({ example: '13:00' }) pickupTo: string;
  @ApiProperty({ type: [TiffinPickupSlotDto], description: "The plan's pickup slots, which the subscription can move to" })
  pickupSlots: TiffinPickupSlotDto[];
  @ApiProperty({ example: 120, description: 'Rupees per meal, as when subscribing' }) pricePerMeal: number;
  @ApiProperty({ example: 20 }) mealsInPeriod: number;
  @ApiProperty({ example: 2400, description: 'Rupees the period costs' }) amount: number;
  @ApiProperty({ example: 2400 }) paid: number;
  @ApiProperty({ example: 2160, description: 'Rupees for meals eaten or still to come' }) charged: number;
  @ApiProperty({ example: 240, description: 'Rupees paid for meals skipped, paused, short or cancelled' }) credit: number;
  @ApiProperty({ example: 0, description: 'Rupees still to pay' }) due: number;
  @ApiProperty({ example: 120.5, description: "Rupees of the previous period's credit taken off this period's price" })
  creditApplied: number;
  @ApiProperty({ example: 0, description: 'Rupees of credit that left this period: refunded, or carried into the next period' })
  creditSettled: number;
  @ApiProperty({ example: 6, nullable: true, type: Number, description: 'The period this one renews' }) renewalOf: number | null;
  @ApiProperty({ example: false, description: 'UPI AutoPay pays this period and renews it when it charges the next' }) autopay: boolean;
  @ApiProperty({ type: [ComingMealDto], description: 'Meals from today to the end of the period' }) meals: ComingMealDto[];
}

export class AdminTiffinSubscriptionDto extends TiffinSubscriptionDto {
  @ApiProperty({ example: 31 }) userId: number;
  @ApiProperty({ example: 'Meera Iyer' }) customerName: string;
  @ApiProperty({ example: '919876543210', description: 'Digits with the country code, or empty' }) customerPhone: string;
  @ApiProperty({ example: '2026-11-20T09:00:00.000Z' }) createdAt: string;
}

export class TiffinAutopayCheckoutDto {
  @ApiProperty({ enum: ['razorpay', 'test'], description: "'test': the test-mode provider, no money moves" }) provider: 'razorpay' | 'test';
  @ApiProperty({ example: 'rzp_live_1DP5mmOlF5G5ag', description: 'The key id to open Razorpay Checkout with' }) keyId: string;
  @ApiProperty({ example: 'https://checkout.razorpay.com/v1/checkout.js', nullable: true, type: String }) checkoutUrl: string | null;
  @ApiProperty({ example: 'sub_00000000000001', description: "The provider's subscription id (Checkout's subscription_id)" })
  providerSubscriptionId: string;
  @ApiProperty({
    example: 'https://rzp.io/i/z3b1R61A9',
    nullable: true,
    type: String,
    description: "The provider's page to approve the mandate on",
  })
  shortUrl: string | null;
  @ApiProperty({ example: 84350, description: 'Paise charged each period' }) amount: number;
  @ApiProperty({ enum: ['INR'] }) currency: 'INR';
}

export class TiffinCheckoutDto {
  @ApiProperty({ enum: ['razorpay', 'test'], description: "'test': the test-mode provider, no money moves" }) provider: 'razorpay' | 'test';
  @ApiProperty({ example: 'rzp_live_1DP5mmOlF5G5ag', description: 'The key id to open Razorpay Checkout with' }) keyId: string;
  @ApiProperty({ example: 'https://checkout.razorpay.com/v1/checkout.js', nullable: true, type: String }) checkoutUrl: string | null;
  @ApiProperty({ example: 'order_NgNQ1sVwJ5oCqD', description: "The provider's order id (Checkout's order_id)" }) providerOrderId: string;
  @ApiProperty({ example: 240000, description: 'In paise, as Checkout takes it' }) amount: number;
  @ApiProperty({ enum: ['INR'] }) currency: 'INR';
}
