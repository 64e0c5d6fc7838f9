import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { ResponseMessage } from '../common/response-decorators';
import { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import { PushEndpointDto, PushKeyDto, PushSubscribedDto, PushSubscriptionDto } from './dto/push.dto';
import { PushSubscriptions } from './push-subscriptions.service';
import { PUSH_ERRORS } from './push.exception';
import { resolveVapidKeys } from './vapid-keys';

@ApiTags('push')
@Controller('push')
export class PushController {
  private readonly publicKey: string;

  constructor(
    private readonly subscriptions: PushSubscriptions,
    config: AppConfig,
  ) {
    this.publicKey = resolveVapidKeys(config).publicKey;
  }

  @Get('key')
  @ResponseMessage('Push key loaded')
  @ApiOperation({ summary: "The kitchen's VAPID public key, which a browser needs to subscribe to its notifications" })
  @ApiEnvelope(PushKeyDto)
  key(): PushKeyDto {
    return { publicKey: this.publicKey };
  }

  @Post('subscriptions')
  @Auth()
  @ResponseMessage('Notifications are on for this device')
  @ApiOperation({ summary: "Keeps this browser's push subscription for the caller (order updates, dishes back, new drops)" })
  @ApiEnvelope(PushSubscribedDto, { status: 201 })
  @ApiFailure(
    PUSH_ERRORS,
    'PUSH_ENDPOINT_REFUSED',
    "endpoint must be the https address that the browser's push service gave: the host 127.0.0.1 is a loopback address, which requests to outside services may not reach",
  )
  @ApiFailure(COMMON_ERRORS, 'VALIDATION_FAILED', 'keys.p256dh must be the key from the browser subscription')
  async subscribe(@CurrentUser() user: User, @Body() input: PushSubscriptionDto): Promise<PushSubscribedDto> {
    const saved = await this.subscriptions.subscribe(user.id, input);
    return { endpoint: saved.endpoint, createdAt: saved.createdAt.toISOString() };
  }

  @Post('subscriptions/remove')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Notifications are off for this device')
  @ApiOperation({ summary: "Forgets this browser's subscription; 404 when the caller's account does not have it (already off)" })
  @ApiEnvelope(null)
  @ApiFailure(PUSH_ERRORS, 'PUSH_SUBSCRIPTION_NOT_FOUND')
  async unsubscribe(@CurrentUser() user: User, @Body() input: PushEndpointDto): Promise<null> {
    await this.subscriptions.unsubscribe(user.id, input.endpoint);
    return null;
  }
}
