import { Injectable, Logger } from '@nestjs/common';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { AppConfig } from '../config/app-config';
import { ContactDto } from './contact.dto';
import { kitchenEmail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { contactError } from './contact.exception';

/** Passes a visitor's message to the kitchen's inbox (ADMIN_EMAIL), with the visitor as the reply address. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
  ) {}

  async forward(contact: ContactDto, address: string): Promise<void> {
    await this.limiter.consume(RATE_LIMITS.contactPerAddress, address);
    // A name is free text; keep line breaks out of the subject header.
    const sender = contact.name.replace(/[\r\n]+/g, ' ');
    try {
      await this.mail.send({
        to: this.config.adminEmail,
        replyTo: contact.email,
        subject: `Home Kitchen contact form: message from ${sender}`,
        ...kitchenEmail('A message from the contact form', [
          `From: ${contact.name} <${contact.email}>`,
          `Phone: ${contact.phone ?? 'not given'}`,
          contact.message,
        ]),
      });
    } catch (error) {
      this.logger.error(`Contact message from ${contact.email} could not be sent: ${(error as Error).message}`);
      throw contactError('CONTACT_NOT_SENT');
    }
  }
}
