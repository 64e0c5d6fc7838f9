import { Controller, Get, Header, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../common/api-envelope';
import { rawBodyOf } from '../common/json-body';
import { PlainResponse } from '../common/response-decorators';
import { WhatsAppWebhookAnswerDto } from './dto/whatsapp.dto';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WHATSAPP_ERRORS } from './whatsapp.exception';

/** Where Meta delivers WhatsApp webhooks: set this URL (and WHATSAPP_VERIFY_TOKEN) in the app's WhatsApp settings. */
@ApiTags('whatsapp')
@Controller('whatsapp/webhook')
@PlainResponse()
export class WhatsAppWebhookController {
  constructor(private readonly inbox: WhatsAppInbox) {}

  @Get()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: "Meta's webhook verification: answers hub.challenge when hub.verify_token is WHATSAPP_VERIFY_TOKEN" })
  @ApiQuery({ name: 'hub.mode', example: 'subscribe' })
  @ApiQuery({ name: 'hub.verify_token' })
  @ApiQuery({ name: 'hub.challenge', example: '1158201444' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The challenge, as plain text', schema: { type: 'string', example: '1158201444' } })
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_VERIFICATION_REFUSED')
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_NOT_CONFIGURED')
  verify(@Query('hub.mode') mode?: string, @Query('hub.verify_token') token?: string, @Query('hub.challenge') challenge?: string): string {
    return this.inbox.verify(mode, token, challenge);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Customers' messages (STOP, START, MENU, anything else gets the auto-reply) and the statuses of ours; each message acted on once",
  })
  @ApiHeader({
    name: 'X-Hub-Signature-256',
    required: true,
    description: 'sha256= and the hex HMAC-SHA256 of the raw body with the app secret',
  })
  @ApiOkResponse({ type: WhatsAppWebhookAnswerDto })
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_SIGNATURE_INVALID')
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_NOT_CONFIGURED')
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_STATUS_BUSY')
  async receive(@Req() request: FastifyRequest): Promise<WhatsAppWebhookAnswerDto> {
    const signature = request.headers['x-hub-signature-256'];
    await this.inbox.receive(rawBodyOf(request) ?? '', Array.isArray(signature) ? signature[0] : signature);
    return { received: true };
  }
}
