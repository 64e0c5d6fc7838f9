import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentSession, CurrentUser } from '../../auth/auth.decorators';
import type { TokenPayload } from '../../auth/token.service';
import { ApiFailure } from '../../common/api-envelope';
import { PlainResponse } from '../../common/response-decorators';
import { ClientAddress } from '../../rate-limit/client-address';
import type { User } from '../../users/user.entity';
import { ORDER_ERRORS } from '../order.exception';
import { OrderReads } from '../order-reads.service';
import { OrderStreamsService } from './order-streams.service';

@ApiTags('orders')
@Controller('orders')
export class OrderEventsController {
  constructor(
    private readonly reads: OrderReads,
    private readonly streams: OrderStreamsService,
  ) {}

  @Get(':id/events')
  @Auth({ allowStreamTicket: true })
  @PlainResponse()
  @ApiOperation({
    // The id it had before the orders module was split by job: generated clients name their calls by it.
    operationId: 'OrdersController_events',
    summary: "Server-Sent Events: the order's status now (`event: status`) and on every change; heartbeats as comments",
  })
  @ApiQuery({
    name: 'ticket',
    required: false,
    description: 'A one-use stream ticket from POST /auth/stream-ticket (EventSource cannot send headers)',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description:
      'event: status\\ndata: {"id":"6f1c…","orderRefId":"K7M2Q9XR4TZA","status":"PREPARING","updatedAt":"2026-11-22T10:20:00.000Z"}',
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
    const order = await this.reads.findOwnedEntityOrThrow(user.id, id);
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
}
