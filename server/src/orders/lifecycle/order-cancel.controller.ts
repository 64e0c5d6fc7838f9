import { Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../../common/api-envelope';
import { ResponseMessage } from '../../common/response-decorators';
import type { User } from '../../users/user.entity';
import { OrderDto } from '../dto/order.dto';
import { ORDER_ERRORS } from '../order.exception';
import { CANCEL_WINDOW_SECONDS } from '../order-rules';
import { CustomerCancellation } from './customer-cancellation';

@ApiTags('orders')
@Controller('orders')
export class OrderCancelController {
  constructor(private readonly cancellation: CustomerCancellation) {}

  @Post(':id/cancel')
  @Auth()
  @HttpCode(200)
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({
    // The id it had before the orders module was split by job: generated clients name their calls by it.
    operationId: 'OrdersController_cancel',
    summary: `Cancels the caller's PENDING order within ${CANCEL_WINDOW_SECONDS} seconds of placing it; the stock comes back`,
  })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_ALREADY_CANCELLED')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  cancel(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.cancellation.cancel(user.id, id);
  }

  @Put(':id/cancel')
  @Auth()
  @ResponseMessage('Order cancelled successfully!')
  @ApiOperation({ operationId: 'OrdersController_cancelByPut', summary: 'Same as POST /orders/{id}/cancel' })
  @ApiEnvelope(OrderDto)
  @ApiFailure(ORDER_ERRORS, 'ORDER_ALREADY_CANCELLED')
  @ApiFailure(ORDER_ERRORS, 'ORDER_NOT_FOUND')
  cancelByPut(@CurrentUser() user: User, @Param('id') id: string): Promise<OrderDto> {
    return this.cancellation.cancel(user.id, id);
  }
}
