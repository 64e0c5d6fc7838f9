import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { wholeNumberId } from '../common/whole-number-id.pipe';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { CartService } from './cart.service';
import { AddToCartDto, MergeCartDto, UpdateCartItemDto } from './dto/cart-requests.dto';
import { CartDto, MergedCartDto } from './dto/cart.dto';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { CART_ERRORS } from './cart.exception';

@ApiTags('cart')
@Auth()
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ResponseMessage('Cart loaded')
  @ApiOperation({ summary: "The caller's cart with totals under the kitchen's tax (Settings)" })
  @ApiEnvelope(CartDto)
  getCart(@CurrentUser() user: User): Promise<CartDto> {
    return this.cart.getCart(user.id);
  }

  @Post('add')
  @HttpCode(200)
  @ResponseMessage('Added to cart')
  @ApiOperation({ summary: 'Adds portions of a scheduled dish (adds to an existing line of the same schedule)' })
  @ApiEnvelope(CartDto)
  @ApiFailure(CART_ERRORS, 'SCHEDULE_INVALID')
  @ApiFailure(CART_ERRORS, 'ORDER_CUTOFF_PASSED', 'Order cutoff time has passed for Masala Dosa.')
  add(@CurrentUser() user: User, @Body() body: AddToCartDto): Promise<CartDto> {
    return this.cart.add(user.id, body.menuScheduleId, body.quantity);
  }

  @Put('update/:id')
  @ResponseMessage('Item quantity updated')
  @ApiOperation({ summary: 'Sets the quantity of a cart line; 0 or less removes it' })
  @ApiEnvelope(CartDto)
  @ApiFailure(CART_ERRORS, 'CART_LINE_NOT_FOUND')
  update(@CurrentUser() user: User, @Param('id', wholeNumberId()) id: number, @Body() body: UpdateCartItemDto): Promise<CartDto> {
    return this.cart.update(user.id, id, body.quantity);
  }

  @Delete('remove/:id')
  @ResponseMessage('Item removed from cart')
  @ApiOperation({ summary: 'Removes a cart line' })
  @ApiEnvelope(CartDto)
  @ApiFailure(CART_ERRORS, 'CART_LINE_NOT_FOUND')
  remove(@CurrentUser() user: User, @Param('id', wholeNumberId()) id: number): Promise<CartDto> {
    return this.cart.remove(user.id, id);
  }

  @Delete('clear')
  @ResponseMessage('Cart cleared')
  @ApiOperation({ summary: 'Empties the cart' })
  @ApiEnvelope(CartDto)
  clear(@CurrentUser() user: User): Promise<CartDto> {
    return this.cart.clear(user.id);
  }

  @Post('merge')
  @HttpCode(200)
  @ResponseMessage('Cart merged')
  @ApiOperation({
    summary: 'Merges a guest cart in one call; quantities of the same schedule add; unorderable lines are skipped and reported',
  })
  @ApiEnvelope(MergedCartDto)
  merge(@CurrentUser() user: User, @Body() body: MergeCartDto): Promise<MergedCartDto> {
    return this.cart.merge(user.id, body.items);
  }
}
