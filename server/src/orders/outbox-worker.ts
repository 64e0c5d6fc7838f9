import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { IsNull, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { MailService } from '../mail/mail.service';
import { OrderMailService, type SellerDetails } from './order-mail.service';
import { Order } from './order.entity';
import { OutboxMail } from './outbox-mail.entity';
import { OrderLines } from './order-lines';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';

const POLL_MS = 1000;
const BATCH = 10;
/** Longer than the transport's timeouts allow one send to take (MailService), so a live claim never runs out mid-send. */
const LEASE_MS = 300_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;
const KEEP_SENT_MS = 7 * 24 * 3_600_000;
const PURGE_EVERY_MS = 3_600_000;

/**
 * Sends the order e-mails in mail_outbox from an in-process timer (and at once when a change asks for it).
 * Each row is claimed with a conditional UPDATE that sets a lease, so of several instances exactly one sends it;
 * a failed send is retried with doubling backoff for as long as it takes; sent rows are purged after a week.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  private readonly instanceId = `${hostname().slice(0, 20)}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private drainAgain = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly composer: OrderMailService,
    private readonly mail: MailService,
    private readonly lines: OrderLines,
    private readonly kitchen: KitchenSettingsService,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.drainSoon(), POLL_MS);
    this.timer.unref();
    this.drainSoon();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  /** Starts a pass unless one is running; one asked for during a pass runs right after it. */
  drainSoon(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainWhileAsked().finally(() => (this.draining = undefined));
  }

  private async drainWhileAsked(): Promise<void> {
    do {
      this.drainAgain = false;
      try {
        await this.drainOnce();
        await this.purgeSent();
      } catch (error) {
        // The database is away: the rows are safe where they are, and the next tick tries again.
        this.logger.error(`Outbox pass failed: ${(error as Error).message}`);
      }
    } while (this.drainAgain && !this.stopped);
  }

  /** Sends what is due now; answers how many rows it sent. */
  async drainOnce(): Promise<number> {
    const now = new Date();
    const due = await this.outbox.find({
      select: { id: true },
      where: { sentAt: IsNull(), nextAttemptAt: LessThanOrEqual(now), lockedUntil: LessThanOrEqual(now) },
      order: { id: 'ASC' },
      take: BATCH,
    });
    const claimed: OutboxMail[] = [];
    for (const { id } of due) {
      const row = await this.claim(id, now);
      if (row) claimed.push(row);
    }
    if (claimed.length === 0) return 0;
    // Read once per batch: every message of it carries the same small print.
    const seller = await this.kitchen.read();
    const sent = await Promise.all(claimed.map((row) => this.deliver(row, seller)));
    return sent.filter(Boolean).length;
  }

  private async claim(id: number, now: Date): Promise<OutboxMail | null> {
    const owner = `${this.instanceId}-${randomUUID().slice(0, 8)}`;
    const taken = await this.outbox
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ lockOwner: owner, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where('id = :id AND sent_at IS NULL AND locked_until <= :now', { id, now })
      .execute();
    if (taken.affected !== 1) return null;
    return this.outbox.findOneBy({ id, lockOwner: owner });
  }

  private async deliver(row: OutboxMail, seller: SellerDetails): Promise<boolean> {
    const found = await this.orders.findOne({ where: { id: row.orderId }, relations: { items: true } });
    const [order] = found ? await this.lines.attach([found]) : [];
    if (!order) {
      // The order was deleted (the dashboard's test data, say): nothing left to tell anyone.
      await this.finish(row, { sentAt: new Date(), lastError: 'order no longer exists; nothing sent' });
      return false;
    }
    try {
      await this.mail.send(this.composer.compose(row.kind, order, seller));
    } catch (error) {
      const waitMs = Math.min(FIRST_RETRY_MS * 2 ** row.attempts, MAX_RETRY_MS);
      const message = (error as Error).message;
      this.logger.warn(`E-mail ${row.kind} for order ${order.orderRefId} not sent (${message}); retrying in ${waitMs / 1000} s`);
      const now = new Date();
      await this.finish(row, { attempts: row.attempts + 1, nextAttemptAt: new Date(now.getTime() + waitMs), lastError: message.slice(0, 500) });
      return false;
    }
    // A crash (or a lost database) exactly here sends this e-mail again once the lease runs out; see docs/decisions.md.
    await this.finish(row, { sentAt: new Date(), lastError: null });
    return true;
  }

  /** Records the outcome and gives the claim back; only the claim's owner may. */
  private async finish(row: OutboxMail, changes: Partial<OutboxMail>): Promise<void> {
    await this.outbox
      .createQueryBuilder()
      .update(OutboxMail)
      .set({ ...changes, lockedUntil: new Date(), lockOwner: null })
      .where('id = :id AND lock_owner = :owner', { id: row.id, owner: row.lockOwner })
      .execute();
  }

  private async purgeSent(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.outbox.delete({ sentAt: LessThan(new Date(now - KEEP_SENT_MS)) });
  }
}
