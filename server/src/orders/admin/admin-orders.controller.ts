import { Body, Controller, Get, Headers, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminOnly, Auth, CurrentSession, CurrentUser } from '../../auth/auth.decorators';
import type { TokenPayload } from '../../auth/token.service';
import { ClientAddress } from '../../rate-limit/client-address';
import type { User } from '../../users/user.entity';
import { PlainResponse } from '../../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../../common/simple-rest';
import { ApiListQuery } from '../../common/api-list-query.decorator';
import { ADMIN_ORDER_SORT_FIELDS, AdminOrdersService } from './admin-orders.service';
import { AdminOrderDto } from '../dto/order.dto';
import { UpdateOrderStatusDto } from '../dto/update-order-status.dto';
import { OrderStreamsService } from '../live/order-streams.service';
import { OrderReads } from '../order-reads.service';
import { KitchenStatusChanges } from '../lifecycle/kitchen-status-changes';
import { ApiFailure } from '../../common/api-envelope';
import { ORDER_ERRORS } from '../order.exception';

@ApiTags('admin: orders')
@PlainResponse()
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(
    private readonly adminOrders: AdminOrdersService,
    private readonly orders: OrderReads,
    private readonly statusChanges: KitchenStatusChanges,
    private readonly streams: OrderStreamsService,
  ) {}

  @Get()
  @AdminOnly('orders')
  @ApiOperation({
    summary:
      'Orders for react-admin; filters status, q (reference, name, e-mail), from/to (YYYY-MM-DD, kitchen time zone). Accept: text/csv exports the whole selection',
  })
  @ApiListQuery(
    'orders',
    AdminOrderDto,
    [...ADMIN_ORDER_SORT_FIELDS],
    '{"status":"PENDING","q":"asha","from":"2026-11-01","to":"2026-11-30"}',
  )
  @ApiProduces('application/json', 'text/csv')
  async list(
    @Query() raw: RawListQuery,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOrderDto[] | string> {
    const query = parseListQuery(raw, ADMIN_ORDER_SORT_FIELDS, ['createdAt', 'DESC']);
    if (accept?.includes('text/csv')) {
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="orders.csv"');
      return this.adminOrders.exportCsv(query);
    }
    const { rows, total } = await this.adminOrders.list(query);
    setContentRange(reply, 'orders', query, rows.length, total);
    return rows;
  }

  @Get('events')
  @Auth({ roles: ['ADMIN'], allowStreamTicket: true })
  @ApiOperation({ summary: 'Server-Sent Events for admins: `event: order-created` and `event: order-updated`, data = the admin order row' })
  @ApiQuery({
    name: 'ticket',
    required: false,
    description: 'A one-use stream ticket from POST /auth/stream-ticket (EventSource cannot send headers)',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'event: order-created\\ndata: {"id":"6f1c…","orderRefId":"K7M2Q9XR4TZA",…}' })
  events(
    @CurrentUser() user: User,
    @CurrentSession() session: TokenPayload,
    @ClientAddress() address: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const owner = { userId: user.id, session, address, roles: ['ADMIN' as const] };
    this.streams.stream(request, reply, owner, (change) => ({ event: change.kind, data: change.adminOrder }));
  }

  @Get(':id')
  @AdminOnly('orders')
  @ApiOperation({ summary: 'One order (admin view)' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  findOne(@Param('id') id: string): Promise<AdminOrderDto> {
    return this.orders.findAdminOrderOrThrow(id);
  }

  @Put(':id')
  @AdminOnly('orders')
  @ApiOperation({
    summary: 'Changes the status (react-admin update); any status except out of CANCELLED; cancelling before DELIVERED returns stock',
  })
  @ApiHeader({ name: 'Content-Type', required: true, description: 'application/json' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiFailure(ORDER_ERRORS, 'ORDER_CANCELLED_IS_FINAL', 'Order K7M2Q9XR4TZA is cancelled; a cancelled order cannot change status.')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  update(@Param('id') id: string, @Body() body: UpdateOrderStatusDto): Promise<AdminOrderDto> {
    return this.statusChanges.change(id, body.status);
  }

  @Put(':id/status')
  @AdminOnly('orders')
  @ApiOperation({ summary: 'Changes the status (the older path, kept for integrators); same rules as PUT /admin/orders/{id}' })
  @ApiOkResponse({ type: AdminOrderDto })
  @ApiFailure(ORDER_ERRORS, 'ORDER_CANCELLED_IS_FINAL', 'Order K7M2Q9XR4TZA is cancelled; a cancelled order cannot change status.')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  updateStatus(@Param('id') id: string, @Body() body: UpdateOrderStatusDto): Promise<AdminOrderDto> {
    return this.statusChanges.change(id, body.status);
  }
}
