import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import { languageOf } from '../../common/language';
import { ResponseMessage } from '../../common/response-decorators';
import type { User } from '../../users/user.entity';
import { NotificationDto } from '../dto/order.dto';
import { NotificationsService } from './notifications.service';
import { ApiEnvelope } from '../../common/api-envelope';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Auth()
  @ResponseMessage('Notifications loaded')
  @ApiOperation({
    summary: "What happened to the caller's orders (placed, status changes, cancellations), newest first, in the account's language",
  })
  @ApiEnvelope([NotificationDto])
  list(@CurrentUser() user: User): Promise<NotificationDto[]> {
    return this.notifications.listMine(user.id, languageOf(user.language));
  }
}
