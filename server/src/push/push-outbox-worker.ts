import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sendNotification, WebPushError } from 'web-push';
import { AppConfig } from '../config/app-config';
import { DeliveryOutcome, OutboxDrain } from '../mail/outbox-drain';
import { PushMessage } from './push-message.entity';
import { GONE_STATUSES, PUSH_TTL_SECONDS } from './push-notice';
import { PushSubscription } from './push-subscription.entity';
import { resolveVapidKeys, VapidKeys } from './vapid-keys';

const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends push_outbox rows through each browser's push service with web-push (encrypted for the browser, signed with
 * the kitchen's VAPID key). A subscription the push service says is gone (404/410) is deleted and its row closed; any
 * other failure is retried with the outbox's backoff.
 */
@Injectable()
export class PushOutboxWorker extends OutboxDrain<PushMessage> {
  private readonly vapid: VapidKeys;

  constructor(
    @InjectRepository(PushMessage) outbox: Repository<PushMessage>,
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
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
      try {
        await sendNotification({ endpoint: browser.endpoint, keys: { p256dh: browser.p256dh, auth: browser.auth } }, row.payload, {
          vapidDetails: { subject: `mailto:${this.config.adminEmail}`, publicKey: this.vapid.publicKey, privateKey: this.vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          timeout: SEND_TIMEOUT_MS,
        });
      } catch (error) {
        if (error instanceof WebPushError && GONE_STATUSES.includes(error.statusCode)) {
          await this.subscriptions.delete({ id: browser.id });
          await outcome.sent(row, `subscription gone (${error.statusCode})`);
        } else {
          await outcome.failed(row, error as Error);
        }
        continue;
      }
      await outcome.sent(row);
    }
  }
}
