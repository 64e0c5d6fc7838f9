import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { freshOutboxRow } from '../mail/outbox-row';
import { OutboundGuard } from '../outbound/outbound-guard';
import { isOutboundError } from '../outbound/outbound.exception';
import { PushMessage } from './push-message.entity';
import { PushNotice, SUBSCRIPTIONS_PER_USER } from './push-notice';
import { PushOutboxWorker } from './push-outbox-worker';
import { PushSubscription } from './push-subscription.entity';
import { pushError } from './push.exception';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The browsers that show a customer's notifications, and the write side of the push outbox. */
@Injectable()
export class PushSubscriptions {
  constructor(
    @InjectRepository(PushSubscription) private readonly subscriptions: Repository<PushSubscription>,
    private readonly worker: PushOutboxWorker,
    private readonly guard: OutboundGuard,
    private readonly clock: Clock,
  ) {}

  /**
   * Keeps the browser's subscription for the customer (a browser that was someone else's moves to them: it is the same
   * device, signed in as another person). The oldest beyond SUBSCRIPTIONS_PER_USER is dropped.
   */
  async subscribe(userId: number, browser: BrowserSubscription): Promise<PushSubscription> {
    await this.checkEndpoint(browser.endpoint);
    const row = { userId, endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth };
    const existing = await this.subscriptions.findOneBy({ endpoint: browser.endpoint });
    if (existing) await this.subscriptions.update({ id: existing.id }, row);
    else
      await this.subscriptions
        .createQueryBuilder()
        .insert()
        .values({ ...row, createdAt: this.clock.now() })
        .orUpdate(['user_id', 'p256dh', 'auth'], ['endpoint'])
        .execute();
    const mine = await this.subscriptions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const beyond = mine.slice(SUBSCRIPTIONS_PER_USER);
    if (beyond.length > 0) await this.subscriptions.delete({ id: In(beyond.map((subscription) => subscription.id)) });
    return this.subscriptions.findOneByOrFail({ endpoint: browser.endpoint });
  }

  /** Forgets the customer's browser; a browser that is not theirs (or not kept at all) is PUSH_SUBSCRIPTION_NOT_FOUND. */
  async unsubscribe(userId: number, endpoint: string): Promise<void> {
    const { affected } = await this.subscriptions.delete({ userId, endpoint });
    if (!affected) throw pushError('PUSH_SUBSCRIPTION_NOT_FOUND');
  }

  /** Inside the transaction of what the notice announces: one outbox row per browser of each customer. */
  async enqueueWithin(manager: EntityManager, userIds: number[], notice: PushNotice): Promise<void> {
    if (userIds.length === 0) return;
    const browsers = await manager.getRepository(PushSubscription).find({ select: { id: true }, where: { userId: In(userIds) } });
    if (browsers.length === 0) return;
    const payload = JSON.stringify(notice);
    await manager
      .getRepository(PushMessage)
      .insert(browsers.map((browser) => ({ subscriptionId: browser.id, payload, ...freshOutboxRow() })));
  }

  /** After the commit: send now rather than at the worker's next tick. */
  sendSoon(): void {
    this.worker.drainSoon();
  }

  /**
   * Refuses at once an endpoint the worker would refuse to post to (OutboundGuard: https, public addresses only), so
   * nothing is stored for it; the worker checks again at each delivery, since the name's addresses can change.
   */
  private async checkEndpoint(endpoint: string): Promise<void> {
    try {
      await this.guard.check(endpoint);
    } catch (error) {
      if (isOutboundError(error)) throw pushError('PUSH_ENDPOINT_REFUSED', error.message);
      throw error;
    }
  }
}
