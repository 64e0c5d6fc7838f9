import { Body, Controller, createParamDecorator, ExecutionContext, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentSession, CurrentUser } from '../auth/auth.decorators';
import type { TokenPayload } from '../auth/token.service';
import { ClientAddress } from '../rate-limit/client-address';
import { PlainResponse, ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { OrderDto } from './dto/order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { CANCEL_WINDOW_SECONDS } from './order-rules';
import { OrderPlacementService } from './order-placement.service';
import { OrderStreamsService } from './order-streams.service';
import { OrdersService } from './orders.service';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { CART_ERRORS } from '../cart/cart.exception';
import { ORDER_ERRORS } from './order.exception';

/** Reads the optional Idempotency-Key; documented once by @ApiHeader, where @Headers() would add a required duplicate. */
const IdempotencyKeyHeader = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const header = context.switchToHttp().getRequest<FastifyRequest>().headers['idempotency-key'];
  return Array.isArray(header) ? header[0] : header;
});

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(
    private readonly placement: OrderPlacementService,
    private readonly orders: OrdersService,
    private readonly streams: OrderStreamsService,
  ) {}

  @Post()
  @Auth()
  @HttpCode(201)
  @ResponseMessage('Order placed successfully!')
  @ApiOperation({
    summary: 'Places an order in one transaction: stock taken per line, order written, cart emptied — or nothing changes',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Any unique string (a UUID). A retry with the same key and body returns the first answer and creates nothing; kept 24 hours.',
  })
  @ApiEnvelope(OrderDto, { status: HttpStatus.CREATED })
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'Quantity must be a whole number')
  @ApiFailure(CART_ERRORS, 'NOT_ENOUGH_LEFT', 'Only 3 portions of Paneer Butter Masala left (you asked for 5).')
  @ApiFailure(ORDER_ERRORS, 'IDEMPOTENCY_KEY_REUSED')
  place(@CurrentUser() user: User, @Body() body: PlaceOrderDto, @IdempotencyKeyHeader() idempotencyKey?: string): Promise<OrderDto> {
    return this.placement.placeIdempotently(user, body, idempotencyKey);
  }

  @Get('my-orders')
  @Auth()
  @ResponseMessage('Orders loaded')
  @ApiOperation({ summary: "The caller's orders, newest first" })
  @ApiEnvelope([OrderDto])
  myOrders(@CurrentUser() user: User): Promise<OrderDto[]> {
    return this.orders.findMine(user.id);
  }

  @Get('reference/:orderRefId')
  @Auth()
  @ResponseMessage('Order loaded')
  @ApiOperation({ summary: "One of the caller's orders by its 12-character reference" })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  byReference(@CurrentUser() user: User, @Param('orderRefId') orderRefId: string): Promise<OrderDto> {
    return this.orders.findMineOrThrow(user.id, orderRefId);
  }

  @Get(':id/events')
  @Auth({ allowStreamTicket: true })
  @PlainResponse()
  @ApiOperation({
    summary: "Server-Sent Events: the order's status now (`event: status`) and on every change; heartbeats as comments",
  })
  @ApiQuery({ name: 'ticket', required: false, description: 'A one-use stream ticket from POST /auth/stream-ticket (EventSource cannot send headers)' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'event: status\\ndata: {"id":"6f1c…","orderRefId":"K7M2Q9XR4TZA","status":"PREPARING","updatedAt":"2026-11-22T10:20:00.000Z"}',
  })
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  async events(
    @CurrentUser() user: User,
    @CurrentSession() session: TokenPayload,
    @ClientAddress() address: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const order = await this.orders.findOwnedEntityOrThrow(user.id, id);
    const status = (change: { orderId: string; orderRefId: string; status: string; updatedAt: string }) => ({
      event: 'status',
      data: { id: change.orderId, orderRefId: change.orderRefId, status: change.status, updatedAt: change.updatedAt },
    });
    this.streams.stream(
      request,
      reply,
      { userId: user.id, session, address, orderId: order.id },
      (change) => (change.orderId === order.id ? status(change) : null),
      status({ orderId: order.id, orderRefId: order.orderRefId, status: order.status, updatedAt: order.updatedAt.toISOString() }),
    );
  }

  @Post(':id/cancel')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({ summary: `Cancels the caller's PENDING order within ${CANCEL_WINDOW_SECONDS} seconds of placing it; the stock comes back` })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_ALREADY_CANCELLED')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.orders.cancelByCustomer(user.id, id);
  }

  @Put(':id/cancel')
  @Auth()
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({ summary: 'Same as POST /orders/{id}/cancel' })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_ALREADY_CANCELLED')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  cancelByPut(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.orders.cancelByCustomer(user.id, id);
  }

  @Get(':idOrRef')
  @Auth()
  @ResponseMessage('Order loaded')
  @ApiOperation({ summary: "One of the caller's orders by id (trace id) or reference; others' orders are 404" })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  byIdOrReference(@CurrentUser() user: User, @Param('idOrRef') idOrRef: string): Promise<OrderDto> {
    return this.orders.findMineOrThrow(user.id, idOrRef);
  }
}
