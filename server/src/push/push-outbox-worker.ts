import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { generateRequestDetails } from 'web-push';
import { AppConfig } from '../config/app-config';
import { DeliveryOutcome, OutboxDrain } from '../mail/outbox-drain';
import { OutboundGuard } from '../outbound/outbound-guard';
import { isOutboundError } from '../outbound/outbound.exception';
import { OutboundAnswer } from '../outbound/pinned-request';
import { PushMessage } from './push-message.entity';
import { GONE_STATUSES, PUSH_TTL_SECONDS } from './push-notice';
import { PushSubscription } from './push-subscription.entity';
import { resolveVapidKeys, VapidKeys } from './vapid-keys';

/**
 * Sends push_outbox rows to each browser's push service: web-push encrypts the message for the browser and signs it
 * with the kitchen's VAPID key, and OutboundGuard carries it (the endpoint's name resolved and checked again at every
 * send, the connection pinned to the checked address, no redirects, bounded time and answer). A subscription the push
 * service says is gone (404/410), or whose endpoint the guard now refuses, is deleted and its row closed; any other
 * failure is retried with the outbox's backoff.
 */
@Injectable()
export class PushOutboxWorker extends OutboxDrain<PushMessage> {
  private readonly vapid: VapidKeys;

  constructor(
    @InjectRepository(PushMessage) outbox: Repository<PushMessage>,
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    private readonly guard: OutboundGuard,
    private readonly config: AppConfig,
  ) {
    super(outbox, 'PushOutbox');
    this.vapid = resolveVapidKeys(config);
  }

  protected async deliverBatch(rows: PushMessage[], outcome: DeliveryOutcome<PushMessage>): Promise<void> {
    for (const row of rows) {
      const browser = await this.subscriptions.findOneBy({ id: row.subscriptionId });
      if (!browser) {
        await outcome.sent(row, 'subscription removed before sending');
        continue;
      }
      let answer: OutboundAnswer;
      try {
        answer = await this.send(browser, row.payload);
      } catch (error) {
        if (isOutboundError(error, 'OUTBOUND_URL_REFUSED', 'OUTBOUND_ADDRESS_REFUSED')) {
          // No push service lives at an internal address: the name was pointed inside after the check at subscription (or the
          // row predates the guard), and trying again would only resolve a name someone else controls once more.
          this.logger.warn(`Push subscription ${browser.id} deleted: ${error.message}`);
          await this.subscriptions.delete({ id: browser.id });
          await outcome.sent(row, `endpoint refused: ${error.message}`);
        } else {
          await outcome.failed(row, error as Error);
        }
        continue;
      }
      if (GONE_STATUSES.includes(answer.status)) {
        await this.subscriptions.delete({ id: browser.id });
        await outcome.sent(row, `subscription gone (${answer.status})`);
      } else if (answer.status < 200 || answer.status > 299) {
        await outcome.failed(row, new Error(`the push service answered ${answer.status} ${answer.body.toString('utf8', 0, 200)}`.trim()));
      } else {
        await outcome.sent(row);
      }
    }
  }

  /** One encrypted, signed message to the browser's push service, through the guard. */
  private send(browser: PushSubscription, payload: string): Promise<OutboundAnswer> {
    const push = generateRequestDetails({ endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } }, payload, {
      vapidDetails: { subject: `mailto:${this.config.adminEmail}`, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
    });
    return this.guard.send(browser.endpoint, { method: push.method, headers: push.headers, body: push.body });
  }
}
