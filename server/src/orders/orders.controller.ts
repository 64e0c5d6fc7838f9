import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { OrderDto } from './dto/order.dto';
import { ORDER_ERRORS } from './order.exception';
import { OrderReads } from './order-reads.service';

@ApiTags('orders')
@Controller('orders')
export class OrdersController {
  constructor(private readonly orders: OrderReads) {}

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
