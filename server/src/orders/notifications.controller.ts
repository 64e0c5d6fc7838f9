import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { NotificationDto } from './dto/order.dto';
import { envelope } from './order-examples';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Auth()
  @ResponseMessage('Notifications loaded')
  @ApiOperation({ summary: "What happened to the caller's orders (placed, status changes, cancellations), newest first" })
  @ApiOkResponse(
    envelope('Notifications loaded', [
      {
        id: 81,
        orderId: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
        orderRefId: 'K7M2Q9XR4TZA',
        type: 'STATUS_CHANGED',
        status: 'READY',
        message: 'Order K7M2Q9XR4TZA: Your order is ready for pickup!',
        createdAt: '2026-11-22T10:40:00.000Z',
      },
    ]),
  )
  list(@CurrentUser() user: User): Promise<NotificationDto[]> {
    return this.notifications.listMine(user.id);
  }
}
