import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailMessage, MailService } from '../mail/mail.service';
import { DeliveryOutcome, OutboxDrain } from '../mail/outbox-drain';
import { WhatsAppConsents } from './whatsapp-consents.service';
import { STATUS_RANK, WhatsAppMessage } from './whatsapp-message.entity';
import { TEMPLATE_LANGUAGE_CODES } from './whatsapp-templates';
import { OutgoingMessage, WhatsAppSender } from './whatsapp-sender';

/**
 * Sends the WhatsApp outbox (see OutboxDrain: one instance per row, backoff on 429, 5xx and lost connections). A
 * template goes only while its consent stands; a message Meta refuses for good is given up, and an order update then
 * goes by e-mail instead. Rows are kept: they are the conversations the console shows.
 */
@Injectable()
export class WhatsAppOutboxWorker extends OutboxDrain<WhatsAppMessage> {
  constructor(
    @InjectRepository(WhatsAppMessage) outbox: Repository<WhatsAppMessage>,
    private readonly sender: WhatsAppSender,
    private readonly consents: WhatsAppConsents,
    private readonly mail: MailService,
  ) {
    super(outbox, 'WhatsAppOutbox', null);
  }

  protected async deliverBatch(rows: WhatsAppMessage[], outcome: DeliveryOutcome<WhatsAppMessage>): Promise<void> {
    for (const row of rows) await this.deliver(row, outcome);
  }

  private async deliver(row: WhatsAppMessage, outcome: DeliveryOutcome<WhatsAppMessage>): Promise<void> {
    if (row.fallback === 'EMAIL_PENDING') return this.sendFallback(row, outcome);
    // Sent already, and the crash came before the row said so: nothing to send twice.
    if (row.status !== 'QUEUED') return outcome.sent(row, `already ${row.status.toLowerCase()}`);
    if (row.topic && row.userId !== null && !(await this.consents.stillWanted(row.userId, row.phone, row.topic))) {
      await this.outbox.update({ id: row.id }, { status: 'SKIPPED', statusRank: STATUS_RANK.SKIPPED, statusAt: this.now() });
      return outcome.sent(row, 'WhatsApp was turned off before it was sent');
    }
    const result = await this.sender.send(this.messageOf(row));
    if (result.sent) {
      await this.outbox.update(
        { id: row.id },
        { status: 'SENT', statusRank: STATUS_RANK.SENT, statusAt: this.now(), providerMessageId: result.providerMessageId },
      );
      return outcome.sent(row);
    }
    await this.outbox.update({ id: row.id }, { errorCode: result.code, errorTitle: result.title });
    if (!result.permanent) return outcome.failed(row, new Error(`WhatsApp answered ${result.code ?? ''} ${result.title}`.trim()));
    await this.outbox.update({ id: row.id }, { status: 'FAILED', statusRank: STATUS_RANK.FAILED, statusAt: this.now() });
    if (!row.fallbackMail) return outcome.sent(row, `given up: ${result.code ?? ''} ${result.title}`.trim());
    await this.outbox.update({ id: row.id }, { fallback: 'EMAIL_PENDING' });
    return this.sendFallback(row, outcome);
  }

  private async sendFallback(row: WhatsAppMessage, outcome: DeliveryOutcome<WhatsAppMessage>): Promise<void> {
    try {
      await this.mail.send(JSON.parse(row.fallbackMail ?? '') as MailMessage);
    } catch (error) {
      return outcome.failed(row, error as Error);
    }
    await this.outbox.update({ id: row.id }, { fallback: 'EMAIL_SENT' });
    return outcome.sent(row, 'not delivered on WhatsApp; sent by e-mail instead');
  }

  private messageOf(row: WhatsAppMessage): OutgoingMessage {
    if (row.kind === 'TEXT' || !row.template) return { to: row.phone, kind: 'TEXT', body: row.body };
    return {
      to: row.phone,
      kind: 'TEMPLATE',
      template: row.template,
      languageCode: TEMPLATE_LANGUAGE_CODES[row.language ?? 'en'],
      variables: JSON.parse(row.variables ?? '[]') as string[],
    };
  }
}
