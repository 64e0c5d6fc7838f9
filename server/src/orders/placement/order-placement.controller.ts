import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import { CART_ERRORS } from '../../cart/cart.exception';
import { ApiEnvelope, ApiFailure } from '../../common/api-envelope';
import { COMMON_ERRORS } from '../../common/common.exception';
import { ResponseMessage } from '../../common/response-decorators';
import { IdempotencyKeyHeader } from '../../idempotency/idempotency-key.header';
import { IDEMPOTENCY_ERRORS } from '../../idempotency/idempotency.exception';
import { KeepsOwnIdempotency } from '../../idempotency/idempotent-requests.interceptor';
import type { User } from '../../users/user.entity';
import { OrderDto } from '../dto/order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { OrderPlacementService } from './order-placement.service';

@ApiTags('orders')
@Controller('orders')
export class OrderPlacementController {
  constructor(private readonly placement: OrderPlacementService) {}

  @Post()
  @Auth()
  @KeepsOwnIdempotency()
  @HttpCode(201)
  @ResponseMessage('Order placed successfully!')
  @ApiOperation({
    // The id it had before the orders module was split by job: generated clients name their calls by it.
    operationId: 'OrdersController_place',
    summary: 'Places an order in one transaction: stock taken per line, order written, cart emptied — or nothing changes',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'Any unique string (a UUID). A retry with the same key and body returns the first answer (with Idempotent-Replayed: true) and creates nothing; kept 24 hours.',
  })
  @ApiEnvelope(OrderDto, { status: HttpStatus.CREATED })
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'Quantity must be a whole number')
  @ApiFailure(CART_ERRORS, 'NOT_ENOUGH_LEFT', 'Only 3 portions of Paneer Butter Masala left (you asked for 5).')
  @ApiFailure(IDEMPOTENCY_ERRORS, 'IDEMPOTENCY_KEY_REUSED')
  async place(
    @CurrentUser() user: User,
    @Body() body: PlaceOrderDto,
    @Res({ passthrough: true }) reply: FastifyReply,
    @IdempotencyKeyHeader() idempotencyKey?: string,
  ): Promise<OrderDto> {
    const { order, replayed } = await this.placement.placeIdempotently(user, body, idempotencyKey);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return order;
  }
}
