import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../../common/api-envelope';
import { IdPipe } from '../../common/id.pipe';
import { ResponseMessage } from '../../common/response-decorators';
import type { User } from '../../users/user.entity';
import { VerifyAutopayDto, VerifyPaymentDto } from '../../payment-gateway/checkout-proof.dto';
import { TiffinPlanDto } from '../dto/tiffin-plan.dto';
import {
  MealDateDto,
  PauseDto,
  PickupSlotChoiceDto,
  SubscribeDto,
  TiffinAutopayCheckoutDto,
  TiffinCheckoutDto,
  TiffinSubscriptionDto,
} from '../dto/tiffin-subscription.dto';
import { TiffinAutopay } from '../billing/tiffin-autopay.service';
import { TiffinAutopayMandates } from '../billing/tiffin-autopay-mandates';
import { TiffinRenewals } from '../billing/tiffin-renewals.service';
import { TiffinPayments } from '../billing/tiffin-payments.service';
import { mapPlan } from './tiffin.mapper';
import { TiffinMealChanges } from '../meals/tiffin-meal-changes.service';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { TiffinSubscriptionViews } from './tiffin-subscription-views';
import { TiffinSubscriptionsService } from './tiffin-subscriptions.service';
import { TIFFIN_ERRORS, tiffinError } from '../tiffin.exception';

const notFound = () => tiffinError('TIFFIN_SUBSCRIPTION_NOT_FOUND');

/** The customer's tiffin: the plans on offer, subscribing, and "My tiffin" (coming meals, skips, pauses, credit). */
@ApiTags('tiffin')
@Controller('tiffin')
export class TiffinController {
  constructor(
    private readonly plans: TiffinPlansService,
    private readonly subscriptions: TiffinSubscriptionsService,
    private readonly changes: TiffinMealChanges,
    private readonly views: TiffinSubscriptionViews,
    private readonly payments: TiffinPayments,
    private readonly renewals: TiffinRenewals,
    private readonly mandates: TiffinAutopayMandates,
    private readonly autopayCharges: TiffinAutopay,
  ) {}

  @Get('plans')
  @ResponseMessage('Tiffin plans loaded')
  @ApiOperation({ summary: 'The plans taking subscribers' })
  @ApiEnvelope([TiffinPlanDto])
  async activePlans(): Promise<TiffinPlanDto[]> {
    return (await this.plans.listActive()).map(mapPlan);
  }

  @Post('subscriptions')
  @Auth()
  @ResponseMessage('Subscribed: pay for the period to start your meals')
  @ApiOperation({ summary: 'Subscribes to a plan for one period from the first cook date still open; it awaits payment' })
  @ApiEnvelope(TiffinSubscriptionDto, { status: 201 })
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PLAN_FULL')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_CHOICE_NOT_OFFERED', 'Weekday lunch does not serve on Sundays.')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_ALREADY_SUBSCRIBED')
  @ApiFailure(
    TIFFIN_ERRORS,
    'TIFFIN_PICKUP_SLOT_INVALID',
    "13:15 does not start one of Weekday lunch's pickup slots: 12:30–13:00, 13:00–13:30.",
  )
  async subscribe(@CurrentUser() user: User, @Body() input: SubscribeDto): Promise<TiffinSubscriptionDto> {
    return this.views.view(await this.subscriptions.subscribe(user.id, input));
  }

  @Get('subscriptions')
  @Auth()
  @ResponseMessage('Your tiffin loaded')
  @ApiOperation({ summary: "My tiffin: the caller's subscriptions, newest first, with coming meals and credit" })
  @ApiEnvelope([TiffinSubscriptionDto])
  async mine(@CurrentUser() user: User): Promise<TiffinSubscriptionDto[]> {
    return this.views.views(await this.subscriptions.mine(user.id));
  }

  @Get('subscriptions/:id')
  @Auth()
  @ResponseMessage('Subscription loaded')
  @ApiOperation({ summary: 'One of the caller’s subscriptions' })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_NOT_FOUND')
  async one(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinSubscriptionDto> {
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/checkout')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Pay for the period to start your meals')
  @ApiOperation({
    summary: "Opens the period's online prepayment: the provider order to pay with Razorpay Checkout (or the test-mode page)",
  })
  @ApiEnvelope(TiffinCheckoutDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PAYMENT_INVALID', 'This subscription awaits no payment.')
  async checkout(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinCheckoutDto> {
    return { ...(await this.payments.checkout(await this.subscriptions.findMineOrThrow(user.id, id))), currency: 'INR' };
  }

  @Post('subscriptions/:id/verify-payment')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Paid: your meals are on')
  @ApiOperation({ summary: "Checkout's proof of payment: the period is paid once the signature and the provider's payment check out" })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PAYMENT_INVALID', 'This payment could not be verified.')
  async verifyPayment(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: VerifyPaymentDto,
  ): Promise<TiffinSubscriptionDto> {
    const subscription = await this.subscriptions.findMineOrThrow(user.id, id);
    if (input.razorpay_order_id !== subscription.providerOrderId)
      throw tiffinError('TIFFIN_PAYMENT_INVALID', 'This payment is for another order.');
    await this.payments.verify(subscription, input.razorpay_payment_id, input.razorpay_signature);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/renew')
  @Auth()
  @ResponseMessage('Renewed: the next period is yours')
  @ApiOperation({
    summary:
      "Continues a paid period into the next, once its last meal can no longer change; the period's credit comes off the next one's price. Asking again answers the same next period",
  })
  @ApiEnvelope(TiffinSubscriptionDto, { status: 201 })
  @ApiFailure(
    TIFFIN_ERRORS,
    'TIFFIN_RENEWAL_NOT_OPEN',
    'This period can be renewed once its last meal (2026-12-22) can no longer be changed, from 2026-12-21T14:30:00.000Z.',
  )
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_NO_OPEN_DATE')
  async renew(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinSubscriptionDto> {
    return this.views.view(await this.renewals.renewMine(user.id, id));
  }

  @Post('subscriptions/:id/autopay')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Approve AutoPay to start your meals')
  @ApiOperation({
    summary:
      'Chooses UPI AutoPay instead of prepaying (plans that allow it, weekly or four-weekly periods): the provider subscription to approve in Razorpay Checkout (subscription_id) or on its short_url',
  })
  @ApiEnvelope(TiffinAutopayCheckoutDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_CHOICE_NOT_OFFERED', 'Weekday lunch is prepaid only: AutoPay is not offered.')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PAYMENT_INVALID', 'This subscription awaits no payment.')
  async autopay(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinAutopayCheckoutDto> {
    return { ...(await this.mandates.start(await this.subscriptions.findMineOrThrow(user.id, id))), currency: 'INR' };
  }

  @Post('subscriptions/:id/verify-autopay')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('AutoPay on: your meals are on')
  @ApiOperation({ summary: "Checkout's proof that AutoPay was approved with the period's first charge: signature and payment checked" })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_PAYMENT_INVALID', 'This AutoPay approval could not be verified.')
  async verifyAutopay(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: VerifyAutopayDto,
  ): Promise<TiffinSubscriptionDto> {
    const subscription = await this.subscriptions.findMineOrThrow(user.id, id);
    await this.autopayCharges.verify(subscription, input.razorpay_subscription_id, input.razorpay_payment_id, input.razorpay_signature);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/skip')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Meal skipped')
  @ApiOperation({ summary: "Skips one coming meal until that day's skip cutoff; a reserved portion goes back to the drop" })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SKIP_CLOSED')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_NOT_A_MEAL_DATE')
  async skip(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: MealDateDto,
  ): Promise<TiffinSubscriptionDto> {
    await this.changes.skip(user.id, id, input.cookDate);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/unskip')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Meal back on')
  @ApiOperation({ summary: 'Takes a skipped meal again until its skip cutoff, while portions are left' })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_NO_PORTIONS')
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SKIP_CLOSED')
  async unskip(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: MealDateDto,
  ): Promise<TiffinSubscriptionDto> {
    await this.changes.unskip(user.id, id, input.cookDate);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/pause')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Meals paused')
  @ApiOperation({ summary: 'Pauses the meals from one date to another (each still before its skip cutoff)' })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SKIP_CLOSED')
  async pause(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: PauseDto,
  ): Promise<TiffinSubscriptionDto> {
    await this.changes.pause(user.id, id, input.from, input.to);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/resume')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Meals resumed')
  @ApiOperation({ summary: 'Takes the paused meals still before their skip cutoff again (a date with no portions left stays paused)' })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_CANCELLED')
  async resume(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinSubscriptionDto> {
    await this.changes.resume(user.id, id);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/pickup-slot')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Pickup slot changed')
  @ApiOperation({
    summary: "Moves the subscription to another of the plan's pickup slots: its renewals and every meal before its skip cutoff",
  })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(
    TIFFIN_ERRORS,
    'TIFFIN_PICKUP_SLOT_INVALID',
    "13:15 does not start one of Weekday lunch's pickup slots: 12:30–13:00, 13:00–13:30.",
  )
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_CANCELLED')
  async changePickupSlot(
    @CurrentUser() user: User,
    @Param('id', new IdPipe(notFound)) id: number,
    @Body() input: PickupSlotChoiceDto,
  ): Promise<TiffinSubscriptionDto> {
    await this.changes.changePickupSlot(user.id, id, input.pickupFrom);
    return this.views.view(await this.subscriptions.findMineOrThrow(user.id, id));
  }

  @Post('subscriptions/:id/cancel')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Subscription cancelled')
  @ApiOperation({ summary: 'Cancels the plan: meals still before their skip cutoff become credit, later ones are served' })
  @ApiEnvelope(TiffinSubscriptionDto)
  @ApiFailure(TIFFIN_ERRORS, 'TIFFIN_SUBSCRIPTION_CANCELLED')
  async cancel(@CurrentUser() user: User, @Param('id', new IdPipe(notFound)) id: number): Promise<TiffinSubscriptionDto> {
    return this.views.view(await this.subscriptions.cancel(user.id, id));
  }
}
