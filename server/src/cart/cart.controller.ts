import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { CartService } from './cart.service';
import { AddToCartDto, MergeCartDto, UpdateCartItemDto } from './dto/cart-requests.dto';
import { CartDto, MergedCartDto } from './dto/cart.dto';

const CART_EXAMPLE = {
  items: [
    {
      id: 31,
      menuScheduleId: 12,
      menuId: 4,
      name: 'Paneer Butter Masala',
      description: 'Cottage cheese in a rich tomato gravy.',
      imageUrl: '/media/dishes/paneer.svg',
      images: ['/media/dishes/paneer.svg'],
      isVeg: true,
      price: 249,
      quantity: 2,
      lineTotal: 498,
      cookDate: '2026-11-23',
      orderCutoffAt: '2026-11-23T04:30:00.000Z',
      pickupFrom: '2026-11-23T07:00:00.000Z',
      pickupTo: '2026-11-23T09:00:00.000Z',
      availableQty: 18,
      orderable: true,
    },
  ],
  count: 2,
  subtotal: 498,
  tax: 39.84,
  total: 537.84,
};

const cartResponse = (message: string) => ({ schema: { example: { success: true, message, data: CART_EXAMPLE } } });

@ApiTags('cart')
@ApiExtraModels(CartDto, MergedCartDto)
@Auth()
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ResponseMessage('Cart loaded')
  @ApiOperation({ summary: "The caller's cart with totals (tax 8% of the subtotal)" })
  @ApiOkResponse(cartResponse('Cart loaded'))
  getCart(@CurrentUser() user: User): Promise<CartDto> {
    return this.cart.getCart(user.id);
  }

  @Post('add')
  @HttpCode(200)
  @ResponseMessage('Added to cart')
  @ApiOperation({ summary: 'Adds portions of a scheduled dish (adds to an existing line of the same schedule)' })
  @ApiOkResponse(cartResponse('Added to cart'))
  @ApiBadRequestResponse({ schema: { example: { success: false, message: 'This menu item cannot be ordered (invalid schedule).' } } })
  @ApiConflictResponse({ schema: { example: { success: false, message: 'Order cutoff time has passed for Masala Dosa.' } } })
  add(@CurrentUser() user: User, @Body() body: AddToCartDto): Promise<CartDto> {
    return this.cart.add(user.id, body.menuScheduleId, body.quantity);
  }

  @Put('update/:id')
  @ResponseMessage('Item quantity updated')
  @ApiOperation({ summary: 'Sets the quantity of a cart line; 0 or less removes it' })
  @ApiOkResponse(cartResponse('Item quantity updated'))
  @ApiNotFoundResponse({ schema: { example: { success: false, message: 'This item is not in your cart.' } } })
  update(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number, @Body() body: UpdateCartItemDto): Promise<CartDto> {
    return this.cart.update(user.id, id, body.quantity);
  }

  @Delete('remove/:id')
  @ResponseMessage('Item removed from cart')
  @ApiOperation({ summary: 'Removes a cart line' })
  @ApiOkResponse(cartResponse('Item removed from cart'))
  @ApiNotFoundResponse({ schema: { example: { success: false, message: 'This item is not in your cart.' } } })
  remove(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<CartDto> {
    return this.cart.remove(user.id, id);
  }

  @Delete('clear')
  @ResponseMessage('Cart cleared')
  @ApiOperation({ summary: 'Empties the cart' })
  @ApiOkResponse({ schema: { example: { success: true, message: 'Cart cleared', data: { items: [], count: 0, subtotal: 0, tax: 0, total: 0 } } } })
  clear(@CurrentUser() user: User): Promise<CartDto> {
    return this.cart.clear(user.id);
  }

  @Post('merge')
  @HttpCode(200)
  @ResponseMessage('Cart merged')
  @ApiOperation({ summary: 'Merges a guest cart in one call; quantities of the same schedule add; unorderable lines are skipped and reported' })
  @ApiOkResponse({
    schema: {
      example: {
        success: true,
        message: 'Cart merged',
        data: { cart: CART_EXAMPLE, skipped: [{ menuScheduleId: 99, reason: 'This menu item cannot be ordered (invalid schedule).' }] },
      },
    },
  })
  merge(@CurrentUser() user: User, @Body() body: MergeCartDto): Promise<MergedCartDto> {
    return this.cart.merge(user.id, body.items);
  }
}
