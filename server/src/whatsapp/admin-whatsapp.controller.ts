import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../auth/auth.decorators';
import { ApiFailure } from '../common/api-envelope';
import { PlainResponse } from '../common/response-decorators';
import { parseListQuery, RawListQuery, setContentRange } from '../common/simple-rest';
import { AppConfig } from '../config/app-config';
import {
  messageDto,
  UpdateWhatsAppSettingsDto,
  WhatsAppAdminSettingsDto,
  WhatsAppConversationDto,
  WhatsAppConversationSummaryDto,
  WhatsAppMessageDto,
  WhatsAppReplyDto,
} from './dto/whatsapp.dto';
import { PhoneParam } from './phone-param.pipe';
import { WhatsAppConsents } from './whatsapp-consents.service';
import { WhatsAppConversations } from './whatsapp-conversations.service';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppSettingsService } from './whatsapp-settings.service';
import { WHATSAPP_ERRORS } from './whatsapp.exception';

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;

@ApiTags('admin whatsapp')
@Controller('admin/whatsapp')
@AdminOnly('customers')
@PlainResponse()
export class AdminWhatsAppController {
  constructor(
    private readonly conversations: WhatsAppConversations,
    private readonly consents: WhatsAppConsents,
    private readonly settings: WhatsAppSettingsService,
    private readonly inbox: WhatsAppInbox,
    private readonly config: AppConfig,
  ) {}

  @Get('conversations')
  @ApiOperation({ summary: 'WhatsApp conversations for react-admin, one per number, newest activity first; total in Content-Range' })
  @ApiQuery({ name: 'range', required: false, example: '[0,24]' })
  @ApiOkResponse({ description: 'Header Content-Range: whatsapp/conversations 0-0/1', type: [WhatsAppConversationSummaryDto] })
  async list(@Query() raw: RawListQuery, @Res({ passthrough: true }) reply: FastifyReply): Promise<WhatsAppConversationSummaryDto[]> {
    const query = parseListQuery(raw, ['lastMessageAt'], ['lastMessageAt', 'DESC']);
    const { rows, total } = await this.conversations.list(query.skip, query.take);
    setContentRange(reply, 'whatsapp/conversations', query, rows.length, total);
    return rows.map((row) => ({
      ...row,
      id: row.phone,
      lastMessageAt: row.lastMessageAt.toISOString(),
      lastInboundAt: iso(row.lastInboundAt),
      windowClosesAt: iso(row.windowClosesAt),
    }));
  }

  @Get('conversations/:phone')
  @ApiOperation({ summary: 'One conversation: who it is, when the reply window closes, and its messages with their delivery status' })
  @ApiOkResponse({ type: WhatsAppConversationDto })
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_CONVERSATION_NOT_FOUND')
  async one(@Param('phone', PhoneParam) phone: string): Promise<WhatsAppConversationDto> {
    const conversation = await this.conversations.one(phone);
    return {
      ...conversation,
      id: phone,
      windowClosesAt: iso(conversation.windowClosesAt),
      messages: conversation.messages.map(messageDto),
    };
  }

  @Post('conversations/:phone/replies')
  @ApiOperation({ summary: "Free text to the customer; only within 24 hours of the customer's last message" })
  @ApiCreatedResponse({ type: WhatsAppMessageDto })
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_WINDOW_CLOSED')
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_CONVERSATION_NOT_FOUND')
  async reply(@Param('phone', PhoneParam) phone: string, @Body() input: WhatsAppReplyDto): Promise<WhatsAppMessageDto> {
    return messageDto(await this.conversations.reply(phone, input.text));
  }

  @Get('settings')
  @ApiOperation({ summary: 'The auto-reply, how many customers have WhatsApp on, and whether the account is configured' })
  @ApiOkResponse({ type: WhatsAppAdminSettingsDto })
  async settingsOf(): Promise<WhatsAppAdminSettingsDto> {
    return {
      id: 'whatsapp',
      autoReply: await this.settings.autoReply(),
      customersOn: await this.consents.countOn(),
      configured: Boolean(this.config.whatsapp),
      signatureFailures: this.inbox.refusedSignatures,
    };
  }

  @Put('settings')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes the auto-reply (empty sends none)' })
  @ApiOkResponse({ type: WhatsAppAdminSettingsDto })
  async change(@Body() input: UpdateWhatsAppSettingsDto): Promise<WhatsAppAdminSettingsDto> {
    await this.settings.setAutoReply(input.autoReply);
    return this.settingsOf();
  }
}
