import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { IsNull, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import type { FindOptionsWhere } from 'typeorm';
import { OutboxRow } from './outbox-row';

const POLL_MS = 1000;
const BATCH = 10;
/** Longer than the transport's timeouts allow one send to take (MailService), so a live claim never runs out mid-send. */
const LEASE_MS = 300_000;
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 5 * 60_000;
const KEEP_SENT_MS = 7 * 24 * 3_600_000;
const PURGE_EVERY_MS = 3_600_000;

type Row = OutboxRow & { id: number };

/**
 * Sends the rows of one outbox table from an in-process timer (and at once when a change asks for it). Each row is
 * claimed with a conditional UPDATE that sets a lease, so of several instances exactly one sends it; a failed send is
 * retried with doubling backoff for as long as it takes; sent rows are purged after a week. A subclass says how one
 * batch of claimed rows is delivered.
 */
export abstract class OutboxDrain<T extends Row> implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private readonly instanceId = `${hostname().slice(0, 20)}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private drainAgain = false;
  private stopped = false;
  private lastPurge = 0;

  /** `keepSentMs`: how long a sent row is kept before it is purged; null keeps it for good (a record, not only a message). */
  protected constructor(
    protected readonly outbox: Repository<T>,
    name: string,
    private readonly keepSentMs: number | null = KEEP_SENT_MS,
  ) {
    this.logger = new Logger(name);
  }

  /** Sends the claimed rows; a row whose send threw is retried later, with the error recorded. */
  protected abstract deliverBatch(rows: T[], outcome: DeliveryOutcome<T>): Promise<void>;

  /** The time the drain goes by: wall time, since retries are about the receiving server (a subclass may say otherwise). */
  protected now(): Date {
    return new Date();
  }

  /** How long to wait before the next try of a row that failed `attempts` times before: doubling, up to five minutes. */
  protected retryDelayMs(attempts: number): number {
    return Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
  }

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
    const now = this.now();
    const due = await this.outbox.find({
      select: { id: true } as never,
      where: { sentAt: IsNull(), nextAttemptAt: LessThanOrEqual(now), lockedUntil: LessThanOrEqual(now) } as FindOptionsWhere<T>,
      order: { id: 'ASC' } as never,
      take: BATCH,
    });
    const claimed: T[] = [];
    for (const { id } of due) {
      const row = await this.claim(id, now);
      if (row) claimed.push(row);
    }
    if (claimed.length === 0) return 0;
    let sent = 0;
    await this.deliverBatch(claimed, {
      sent: async (row, note = null) => {
        // A crash (or a lost database) exactly before this sends the message again once the lease runs out; see docs/decisions.md.
        await this.finish(row, { sentAt: this.now(), lastError: note } as Partial<T>);
        if (!note) sent += 1;
      },
      failed: async (row, error) => {
        const waitMs = this.retryDelayMs(row.attempts);
        this.logger.warn(`Message ${row.id} not sent (${error.message}); retrying in ${Math.round(waitMs / 1000)} s`);
        await this.finish(row, {
          attempts: row.attempts + 1,
          nextAttemptAt: new Date(this.now().getTime() + waitMs),
          lastError: error.message.slice(0, 500),
        } as Partial<T>);
      },
    });
    return sent;
  }

  private async claim(id: number, now: Date): Promise<T | null> {
    const owner = `${this.instanceId}-${randomUUID().slice(0, 8)}`;
    const taken = await this.outbox
      .createQueryBuilder()
      .update()
      .set({ lockOwner: owner, lockedUntil: new Date(now.getTime() + LEASE_MS) } as never)
      .where('id = :id AND sent_at IS NULL AND locked_until <= :now', { id, now })
      .execute();
    if (taken.affected !== 1) return null;
    return this.outbox.findOneBy({ id, lockOwner: owner } as FindOptionsWhere<T>);
  }

  /** Records the outcome and gives the claim back; only the claim's owner may. */
  private async finish(row: T, changes: Partial<T>): Promise<void> {
    await this.outbox
      .createQueryBuilder()
      .update()
      .set({ ...changes, lockedUntil: this.now(), lockOwner: null } as never)
      .where('id = :id AND lock_owner = :owner', { id: row.id, owner: row.lockOwner })
      .execute();
  }

  private async purgeSent(): Promise<void> {
    const now = this.now().getTime();
    if (this.keepSentMs === null || now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.outbox.delete({ sentAt: LessThan(new Date(now - this.keepSentMs)) } as FindOptionsWhere<T>);
  }
}

/** What a delivery reports for each claimed row: sent (with a note when there was nothing to send), or failed. */
export interface DeliveryOutcome<T> {
  sent(row: T, note?: string | null): Promise<void>;
  failed(row: T, error: Error): Promise<void>;
}
