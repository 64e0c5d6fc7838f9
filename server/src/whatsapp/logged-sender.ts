import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { OutgoingMessage, SendOutcome, WhatsAppSender } from './whatsapp-sender';

/** Without a WhatsApp account the channel writes what it would send to the server log, as e-mail does without SMTP. */
export class LoggedSender extends WhatsAppSender {
  private readonly logger = new Logger('WhatsApp');

  send(message: OutgoingMessage): Promise<SendOutcome> {
    const what =
      message.kind === 'TEXT' ? message.body : `template ${message.template} (${message.languageCode}): ${message.variables.join(' | ')}`;
    this.logger.log(`WhatsApp not configured; would send to +${message.to}: ${what}`);
    return Promise.resolve({ sent: true, providerMessageId: `logged.${randomUUID()}` });
  }
}
