import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { Language } from '../common/language';
import { isUniqueViolation } from '../database/database-errors';
import type { MailMessage } from '../mail/mail.service';
import { freshOutboxRow } from '../mail/outbox-row';
import type { Recipient } from './whatsapp-consents.service';
import { STATUS_RANK, WhatsAppMessage } from './whatsapp-message.entity';
import { renderTemplate, TemplateMessage, TEMPLATES } from './whatsapp-templates';
import { WhatsAppOutboxWorker } from './whatsapp-outbox-worker';

export interface TemplateOptions {
  /** Names what the message tells ('order-mail-12'): a second message with the same key is not written. */
  dedupeKey?: string;
  /** The e-mail that goes instead if the message cannot be delivered. */
  fallbackMail?: MailMessage;
}

export interface TextReply {
  phone: string;
  userId: number | null;
  body: string;
  language: Language | null;
  dedupeKey?: string;
}

/** The write side of the WhatsApp outbox: a message is a row written with the change it tells, sent by the worker. */
@Injectable()
export class WhatsAppOutbox {
  constructor(private readonly worker: WhatsAppOutboxWorker) {}

  /** Inside the caller's transaction: a template for each recipient, in the recipient's language. */
  async templatesWithin(
    manager: EntityManager,
    recipients: Recipient[],
    message: TemplateMessage,
    options: TemplateOptions = {},
  ): Promise<void> {
    for (const recipient of recipients) {
      const variables = message.variables[recipient.language];
      await this.insertOnce(manager, {
        ...outgoing(recipient.phone, recipient.userId),
        kind: 'TEMPLATE',
        template: message.template,
        language: recipient.language,
        variables: JSON.stringify(variables),
        body: renderTemplate(message.template, recipient.language, variables),
        topic: TEMPLATES[message.template].topic,
        dedupeKey: options.dedupeKey ?? null,
        fallbackMail: options.fallbackMail ? JSON.stringify(options.fallbackMail) : null,
      });
    }
  }

  /**
   * Free text answering a message the customer wrote (the caller checked the 24-hour window). With a `dedupeKey`
   * already used, nothing is written and the answer is null.
   */
  async textWithin(manager: EntityManager, reply: TextReply): Promise<WhatsAppMessage | null> {
    const row = {
      ...outgoing(reply.phone, reply.userId),
      kind: 'TEXT' as const,
      language: reply.language,
      body: reply.body,
      dedupeKey: reply.dedupeKey ?? null,
    };
    const id = await this.insertOnce(manager, row);
    return id === null ? null : { ...row, id };
  }

  /** After the commit: send now rather than at the worker's next tick. */
  sendSoon(): void {
    this.worker.drainSoon();
  }

  /** The new row's id, or null when its dedupe key was taken. */
  private async insertOnce(manager: EntityManager, row: Partial<WhatsAppMessage>): Promise<number | null> {
    // Looked for first, so the usual repeat is no failed statement; the unique index still decides a race.
    if (row.dedupeKey && (await manager.getRepository(WhatsAppMessage).existsBy({ dedupeKey: row.dedupeKey }))) return null;
    try {
      const inserted = await manager.getRepository(WhatsAppMessage).insert(row);
      return Number(inserted.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error, 'dedupe')) return null;
      throw error;
    }
  }
}

function outgoing(phone: string, userId: number | null): Omit<WhatsAppMessage, 'id' | 'kind' | 'body'> {
  return {
    phone,
    userId,
    direction: 'OUT',
    template: null,
    language: null,
    variables: null,
    topic: null,
    status: 'QUEUED',
    statusRank: STATUS_RANK.QUEUED,
    statusAt: null,
    errorCode: null,
    errorTitle: null,
    providerMessageId: null,
    dedupeKey: null,
    fallbackMail: null,
    fallback: null,
    ...freshOutboxRow(),
  };
}
