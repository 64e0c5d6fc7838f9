import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiEnvelope } from '../common/api-envelope';
import { ClientAddress } from '../rate-limit/client-address';
import { ResponseMessage } from '../common/response-decorators';
import { ContactDto } from './contact.dto';
import { ContactService } from './contact.service';

const SENT = 'Thank you! Your message has been sent. We will get back to you soon.';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ResponseMessage(SENT)
  @ApiOperation({ summary: "E-mails a visitor's message to the kitchen (ADMIN_EMAIL); 5 messages an hour per client" })
  @ApiEnvelope(null, { example: { success: true, message: SENT, data: null } })
  @ApiBadRequestResponse({
    schema: {
      example: {
        success: false,
        message: 'Please write your message',
        errors: [{ field: 'message', message: 'Please write your message' }],
      },
    },
  })
  @ApiTooManyRequestsResponse({
    schema: { example: { success: false, message: 'You have sent several messages already. Please try again in 40 minutes.' } },
  })
  async send(@Body() contact: ContactDto, @ClientAddress() address: string): Promise<null> {
    await this.contact.forward(contact, address);
    return null;
  }
}
