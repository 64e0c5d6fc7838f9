import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { commonError } from '../common/common.exception';
import { languageOf } from '../common/language';
import { AppConfig, WhatsAppSettings } from '../config/app-config';
import { isUniqueViolation } from '../database/database-errors';
import { WriteTransactions } from '../database/write-transactions';
import { UsersService } from '../users/users.service';
import { isHubSignatureValid } from './hub-signature';
import { IncomingMessage, parseWebhookPayload, StatusUpdate } from './webhook-payload';
import { WhatsAppConsents } from './whatsapp-consents.service';
import { WhatsAppMenu } from './whatsapp-menu.port';
import { STATUS_RANK, WhatsAppMessage } from './whatsapp-message.entity';
import { WhatsAppOutbox } from './whatsapp-outbox';
import { REPLIES, requestOf } from './whatsapp-replies';
import { WhatsAppSettingsService } from './whatsapp-settings.service';
import { whatsAppError } from './whatsapp.exception';

/** At most one auto-reply per number in this long: a customer writing five lines hears it once. */
const AUTO_REPLY_EVERY_MS = 12 * 3_600_000;

/**
 * Meta's webhooks: the verification handshake, then signed deliveries of the customers' messages (each acted on once,
 * by its id) and of the statuses of ours (which only ever move a message forward, whatever order they come in).
 */
@Injectable()
export class WhatsAppInbox {
  private readonly logger = new Logger('WhatsAppInbox');
  private signatureFailures = 0;

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(WhatsAppMessage) private readonly messages: Repository<WhatsAppMessage>,
    private readonly consents: WhatsAppConsents,
    private readonly outbox: WhatsAppOutbox,
    private readonly writes: WriteTransactions,
    private readonly menu: WhatsAppMenu,
    private readonly settings: WhatsAppSettingsService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Deliveries refused for a wrong signature since this instance started. */
  get refusedSignatures(): number {
    return this.signatureFailures;
  }

  /** GET hub.mode=subscribe with the verify token: Meta expects the challenge back as it came. */
  verify(mode: string | undefined, token: string | undefined, challenge: string | undefined): string {
    const settings = this.account();
    if (mode !== 'subscribe' || token !== settings.verifyToken || !challenge) throw whatsAppError('WHATSAPP_VERIFICATION_REFUSED');
    return challenge;
  }

  async receive(rawBody: string, signature: string | undefined): Promise<void> {
    const settings = this.account();
    if (!isHubSignatureValid(rawBody, signature, settings.appSecret)) {
      this.signatureFailures += 1;
      this.logger.warn(`Refused a webhook with a wrong X-Hub-Signature-256 (${this.signatureFailures} since start)`);
      throw whatsAppError('WHATSAPP_SIGNATURE_INVALID');
    }
    const payload = parseWebhookPayload(rawBody);
    if (!payload) throw commonError('VALIDATION_FAILED', 'The body must be the JSON Meta sends');
    for (const message of payload.messages) await this.take(message);
    for (const status of payload.statuses) await this.track(status);
    this.outbox.sendSoon();
  }

  private account(): WhatsAppSettings {
    if (!this.config.whatsapp) throw whatsAppError('WHATSAPP_NOT_CONFIGURED');
    return this.config.whatsapp;
  }

  /** Records a customer's message once and answers it: STOP, START, the menu, or the kitchen's auto-reply. */
  private async take(message: IncomingMessage): Promise<void> {
    const user = await this.users.findByPhone(message.from);
    const language = languageOf(user?.language);
    const request = requestOf(message.text);
    const now = this.clock.now();
    const prepared = request === 'MENU' ? await this.menu.describe(language) : request === 'OTHER' ? await this.settings.autoReply() : null;
    await this.writes.transaction(async (manager) => {
      // Meta delivers a message again when our answer was slow or lost: it was taken the first time.
      if (await manager.getRepository(WhatsAppMessage).existsBy({ providerMessageId: message.id })) return;
      try {
        await manager.getRepository(WhatsAppMessage).insert({
          phone: message.from,
          userId: user?.id ?? null,
          direction: 'IN',
          kind: 'TEXT',
          template: null,
          language: null,
          variables: null,
          body: message.text,
          topic: null,
          status: 'RECEIVED',
          statusRank: STATUS_RANK.RECEIVED,
          statusAt: now,
          errorCode: null,
          errorTitle: null,
          providerMessageId: message.id,
          dedupeKey: null,
          fallbackMail: null,
          fallback: null,
          attempts: 0,
          nextAttemptAt: now,
          lockedUntil: now,
          lockOwner: null,
          lastError: null,
          sentAt: now,
          createdAt: now,
        });
      } catch (error) {
        // The same delivery twice at once: the unique index let one through.
        if (isUniqueViolation(error, 'provider')) return;
        throw error;
      }
      const reply = { phone: message.from, userId: user?.id ?? null, language };
      if (request === 'STOP') {
        await this.consents.stopNumberWithin(manager, message.from);
        await this.outbox.textWithin(manager, { ...reply, body: REPLIES[language].stopped });
      } else if (request === 'START') {
        const accounts = await this.consents.startNumberWithin(manager, message.from);
        const body = accounts > 0 ? REPLIES[language].started : REPLIES[language].noAccount(this.config.siteUrl);
        await this.outbox.textWithin(manager, { ...reply, body });
      } else if (prepared) {
        const dedupeKey = request === 'OTHER' ? `auto-reply-${message.from}-${Math.floor(now.getTime() / AUTO_REPLY_EVERY_MS)}` : undefined;
        await this.outbox.textWithin(manager, { ...reply, body: prepared, dedupeKey });
      }
    });
  }

  /** Moves one of our messages forward to the status Meta reports; a failed order update then goes by e-mail. */
  private async track(update: StatusUpdate): Promise<void> {
    const rank = STATUS_RANK[update.status];
    await this.messages
      .createQueryBuilder()
      .update()
      .set({ status: update.status, statusRank: rank, statusAt: update.at, errorCode: update.errorCode, errorTitle: update.errorTitle })
      .where('provider_message_id = :id AND status_rank < :rank', { id: update.id, rank })
      .execute();
    if (update.status !== 'FAILED') return;
    const waiting = { providerMessageId: update.id, fallbackMail: Not(IsNull()), fallback: IsNull() };
    const now = new Date();
    const released = await this.messages.update(
      { ...waiting, lockOwner: IsNull() },
      { fallback: 'EMAIL_PENDING', sentAt: null, nextAttemptAt: now, lockedUntil: now },
    );
    // The worker still holds the row (the send's answer and this status crossed): Meta delivers the status again.
    if (!released.affected && (await this.messages.existsBy(waiting))) throw whatsAppError('WHATSAPP_STATUS_BUSY');
  }
}
