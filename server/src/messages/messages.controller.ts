import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { COMMON_ERRORS } from '../common/common.exception';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import {
  CustomerMessageDto,
  MessagePreferenceDto,
  UnsubscribedDto,
  UnsubscribeQueryDto,
  UpdateMessagePreferencesDto,
} from './dto/messages.dto';
import { MessagePreferences, type PreferenceSheet } from './message-preferences.service';
import { MESSAGE_TOPICS, TOPICS } from './message-topics';
import { MESSAGE_ERRORS, messageError } from './messages.exception';
import { MessagesService } from './messages.service';
import { UnsubscribeLinks } from './unsubscribe-links';

const sheetDto = (sheet: PreferenceSheet): MessagePreferenceDto[] =>
  MESSAGE_TOPICS.map((topic) => ({ topic, label: TOPICS[topic].label.en, description: TOPICS[topic].description, ...sheet[topic] }));

@ApiTags('messages')
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly preferences: MessagePreferences,
    private readonly links: UnsubscribeLinks,
  ) {}

  @Get()
  @Auth()
  @ResponseMessage('Messages loaded')
  @ApiOperation({ summary: "The kitchen's messages to the caller (new drops, dishes back, reminders), newest first" })
  @ApiEnvelope([CustomerMessageDto])
  async list(@CurrentUser() user: User): Promise<CustomerMessageDto[]> {
    const rows = await this.messages.listMine(user.id);
    return rows.map(({ id, topic, title, body, link, createdAt }) => ({
      id,
      topic,
      title,
      body,
      link,
      createdAt: createdAt.toISOString(),
    }));
  }

  @Get('preferences')
  @Auth()
  @ResponseMessage('Message settings loaded')
  @ApiOperation({ summary: 'Which messages the caller gets, on which channel' })
  @ApiEnvelope([MessagePreferenceDto])
  async preferencesOf(@CurrentUser() user: User): Promise<MessagePreferenceDto[]> {
    return sheetDto(await this.preferences.sheetOf(user.id));
  }

  @Put('preferences')
  @Auth()
  @ResponseMessage('Message settings saved')
  @ApiOperation({ summary: 'Turns message types on or off per channel; the answer is the whole list as it now stands' })
  @ApiEnvelope([MessagePreferenceDto])
  @ApiFailure(
    COMMON_ERRORS,
    'VALIDATION_FAILED',
    'topic must be one of NEW_DROPS, CLOSING_SOON, WAITLIST, PICKUP_REMINDER, REVIEW_REQUEST, TIFFIN_MEALS, TIFFIN_PAYMENTS',
  )
  async choose(@CurrentUser() user: User, @Body() input: UpdateMessagePreferencesDto): Promise<MessagePreferenceDto[]> {
    const choices = Object.fromEntries(input.topics.map(({ topic, email, inApp }) => [topic, { email, inApp }]));
    return sheetDto(await this.preferences.choose(user.id, choices));
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ResponseMessage('Unsubscribed')
  @ApiOperation({
    summary:
      "Turns one message type's e-mails off, from the link in such an e-mail; no sign-in (mail clients post here for one-click unsubscribe)",
  })
  @ApiEnvelope(UnsubscribedDto)
  @ApiFailure(MESSAGE_ERRORS, 'UNSUBSCRIBE_LINK_INVALID')
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribedDto> {
    const target = this.links.read(query.token);
    if (!target) throw messageError('UNSUBSCRIBE_LINK_INVALID');
    await this.preferences.stopEmails(target.userId, target.topic);
    return { topic: target.topic, label: TOPICS[target.topic].label.en };
  }
}
