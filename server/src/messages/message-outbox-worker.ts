import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { DeliveryOutcome, OutboxDrain } from '../mail/outbox-drain';
import { MessageMail } from './message-mail.entity';

/**
 * Sends the kitchen's message e-mails from message_outbox (see OutboxDrain), one at a time per batch: a drop digest
 * goes to every subscriber at once, and the SMTP pool should not be asked for hundreds of messages in one go.
 */
@Injectable()
export class MessageOutboxWorker extends OutboxDrain<MessageMail> {
  constructor(
    @InjectRepository(MessageMail) outbox: Repository<MessageMail>,
    private readonly mail: MailService,
  ) {
    super(outbox, 'MessageOutbox');
  }

  protected async deliverBatch(rows: MessageMail[], outcome: DeliveryOutcome<MessageMail>): Promise<void> {
    for (const row of rows) {
      try {
        await this.mail.send({
          to: row.recipient,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          headers: { 'List-Unsubscribe': `<${row.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        await outcome.failed(row, error as Error);
        continue;
      }
      await outcome.sent(row);
    }
  }
}
