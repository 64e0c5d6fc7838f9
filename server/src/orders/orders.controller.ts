import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { PlainResponse, ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { OrderDto } from './dto/order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { envelope, failure, ORDER_EXAMPLE } from './order-examples';
import { OrderPlacementService } from './order-placement.service';
import { OrderStreamsService } from './order-streams.service';
import { OrdersService } from './orders.service';

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
  @ApiCreatedResponse(envelope('Order placed successfully!', ORDER_EXAMPLE))
  @ApiBadRequestResponse(failure('Quantity must be a whole number'))
  @ApiConflictResponse(failure('Only 3 portions of Paneer Butter Masala left (you asked for 5).'))
  @ApiUnprocessableEntityResponse(failure('This Idempotency-Key was already used with a different request. Use a new key for a new order.'))
  place(@CurrentUser() user: User, @Body() body: PlaceOrderDto, @Headers('idempotency-key') idempotencyKey?: string): Promise<OrderDto> {
    return this.placement.placeIdempotently(user, body, idempotencyKey);
  }

  @Get('my-orders')
  @Auth()
  @ResponseMessage('Orders loaded')
  @ApiOperation({ summary: "The caller's orders, newest first" })
  @ApiOkResponse(envelope('Orders loaded', [ORDER_EXAMPLE]))
  myOrders(@CurrentUser() user: User): Promise<OrderDto[]> {
    return this.orders.findMine(user.id);
  }

  @Get('reference/:orderRefId')
  @Auth()
  @ResponseMessage('Order loaded')
  @ApiOperation({ summary: "One of the caller's orders by its 12-character reference" })
  @ApiOkResponse(envelope('Order loaded', ORDER_EXAMPLE))
  @ApiNotFoundResponse(failure('Order not found.'))
  byReference(@CurrentUser() user: User, @Param('orderRefId') orderRefId: string): Promise<OrderDto> {
    return this.orders.findMineOrThrow(user.id, orderRefId);
  }

  @Get(':id/events')
  @Auth({ allowQueryToken: true })
  @PlainResponse()
  @ApiOperation({
    summary: "Server-Sent Events: the order's status now (`event: status`) and on every change; heartbeats as comments",
  })
  @ApiQuery({ name: 'token', required: false, description: 'The bearer token (EventSource cannot send headers)' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'event: status\\ndata: {"id":"6f1c…","orderRefId":"K7M2Q9XR4TZA","status":"PREPARING","updatedAt":"2026-11-22T10:20:00.000Z"}',
  })
  @ApiNotFoundResponse(failure('Order not found.'))
  async events(@CurrentUser() user: User, @Param('id') id: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const order = await this.orders.findOwnedEntityOrThrow(user.id, id);
    const status = (change: { orderId: string; orderRefId: string; status: string; updatedAt: string }) => ({
      event: 'status',
      data: { id: change.orderId, orderRefId: change.orderRefId, status: change.status, updatedAt: change.updatedAt },
    });
    this.streams.stream(
      request,
      reply,
      (change) => (change.orderId === order.id ? status(change) : null),
      status({ orderId: order.id, orderRefId: order.orderRefId, status: order.status, updatedAt: order.updatedAt.toISOString() }),
    );
  }

  @Post(':id/cancel')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({ summary: 'Cancels the caller\'s PENDING order within 120 seconds of placing it; the stock comes back' })
  @ApiOkResponse(envelope('Order cancelled successfully!', { ...ORDER_EXAMPLE, status: 'CANCELLED', cancellableUntil: null }))
  @ApiConflictResponse(failure('You can’t cancel this order now: the 120-second cancellation window has passed.'))
  @ApiNotFoundResponse(failure('Order not found.'))
  cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.orders.cancelByCustomer(user.id, id);
  }

  @Put(':id/cancel')
  @Auth()
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({ summary: 'Same as POST /orders/{id}/cancel' })
  @ApiOkResponse(envelope('Order cancelled successfully!', { ...ORDER_EXAMPLE, status: 'CANCELLED', cancellableUntil: null }))
  cancelByPut(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.orders.cancelByCustomer(user.id, id);
  }

  @Get(':idOrRef')
  @Auth()
  @ResponseMessage('Order loaded')
  @ApiOperation({ summary: "One of the caller's orders by id (trace id) or reference; others' orders are 404" })
  @ApiOkResponse(envelope('Order loaded', ORDER_EXAMPLE))
  @ApiNotFoundResponse(failure('Order not found.'))
  byIdOrReference(@CurrentUser() user: User, @Param('idOrRef') idOrRef: string): Promise<OrderDto> {
    return this.orders.findMineOrThrow(user.id, idOrRef);
  }
}
