import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { ApiEnvelope, ApiFailure } from '../common/api-envelope';
import { ResponseMessage } from '../common/response-decorators';
import type { User } from '../users/user.entity';
import { UpdateWhatsAppConsentDto, WhatsAppConsentDto } from './dto/whatsapp.dto';
import { ConsentView, WhatsAppConsents } from './whatsapp-consents.service';
import { WHATSAPP_ERRORS } from './whatsapp.exception';

const consentDto = (view: ConsentView): WhatsAppConsentDto => ({ ...view, consentedAt: view.consentedAt?.toISOString() ?? null });

@ApiTags('whatsapp')
@Controller('profile/whatsapp')
@Auth()
export class WhatsAppConsentController {
  constructor(private readonly consents: WhatsAppConsents) {}

  @Get()
  @ResponseMessage('WhatsApp settings loaded')
  @ApiOperation({ summary: "Whether the caller gets WhatsApp messages on their account's number, and on which topics" })
  @ApiEnvelope(WhatsAppConsentDto)
  async mine(@CurrentUser() user: User): Promise<WhatsAppConsentDto> {
    return consentDto(await this.consents.viewOf(user));
  }

  @Put()
  @ResponseMessage('WhatsApp settings saved')
  @ApiOperation({
    summary: "Gives or withdraws consent for WhatsApp messages to the account's number, recording when and on which page",
  })
  @ApiEnvelope(WhatsAppConsentDto)
  @ApiFailure(WHATSAPP_ERRORS, 'WHATSAPP_NO_PHONE')
  async choose(@CurrentUser() user: User, @Body() input: UpdateWhatsAppConsentDto): Promise<WhatsAppConsentDto> {
    return consentDto(await this.consents.choose(user, input));
  }
}
