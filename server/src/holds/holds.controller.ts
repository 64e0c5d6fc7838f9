import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { ResponseMessage } from '../common/response-decorators';
import { CART_ERRORS } from '../cart/cart.exception';
import { CUSTOMER_LIMIT_ERRORS } from '../customer-limits/customer-limit.exception';
import type { User } from '../users/user.entity';
import { HoldDto } from './dto/hold.dto';
import { HOLD_ERRORS } from './hold.exception';
import { HoldsService } from './holds.service';
import { CheckoutPickups } from './checkout-pickups.service';
import { PickupChoiceDto } from '../pickup-slots/dto/pickup-plan.dto';

@ApiTags('checkout')
@Controller('checkout')
export class HoldsController {
  constructor(
    private readonly holds: HoldsService,
    private readonly pickups: CheckoutPickups,
  ) {}

  @Get('pickup-slots')
  @Auth()
  @ResponseMessage('Pickup times')
  @ApiOperation({
    summary:
      "Pickup choices for the caller's cart, per cook date: the slots inside the window its dishes share (with room left), or the whole window when the date has no slots",
  })
  @ApiEnvelope([PickupChoiceDto])
  pickupSlots(@CurrentUser() user: User): Promise<PickupChoiceDto[]> {
    return this.pickups.forCart(user.id);
  }

  @Post('hold')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Your portions are held')
  @ApiOperation({
    summary:
      "Holds the caller's cart portions while they check out (CHECKOUT_HOLD_MINUTES), replacing an earlier hold; all or nothing, never more than the caller may still buy, and renewals end at CHECKOUT_HOLD_MAX_MINUTES",
  })
  @ApiEnvelope(HoldDto)
  @ApiFailure(HOLD_ERRORS, 'CART_EMPTY')
  @ApiFailure(CART_ERRORS, 'NOT_ENOUGH_LEFT', 'Only 3 portions of Paneer Butter Masala left (you asked for 5).')
  @ApiFailure(
    CUSTOMER_LIMIT_ERRORS,
    'PER_CUSTOMER_LIMIT',
    'You can order at most 2 Mutton Biryani from this cook date; lower it in your cart to 2 to check out.',
  )
  @ApiFailure(
    HOLD_ERRORS,
    'HOLD_TIME_USED_UP',
    'Your portions were held for 20 minutes, the longest we hold them without an order. Place your order now (it takes the portions still left), or hold them again in 10 minutes.',
  )
  hold(@CurrentUser() user: User): Promise<HoldDto> {
    return this.holds.holdCart(user.id);
  }

  @Get('hold')
  @Auth()
  @ResponseMessage('Hold loaded')
  @ApiOperation({ summary: "The caller's live hold, or null" })
  @ApiEnvelope(HoldDto, { description: 'data is null when nothing is held' })
  current(@CurrentUser() user: User): Promise<HoldDto | null> {
    return this.holds.current(user.id);
  }

  @Delete('hold')
  @Auth()
  @ResponseMessage('Hold released')
  @ApiOperation({ summary: "Releases the caller's hold (leaving checkout); nothing held is fine" })
  @ApiEnvelope(null)
  async release(@CurrentUser() user: User): Promise<null> {
    await this.holds.release(user.id);
    return null;
  }
}
