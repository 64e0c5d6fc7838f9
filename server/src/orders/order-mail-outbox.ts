import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { freshOutboxRow } from '../mail/outbox-row';
import { runPrepared } from '../database/prepared-sql';
import { OutboxMailKind } from './outbox-mail.entity';
import { OutboxWorker } from './outbox-worker';

// Prepared: every order writes one (mail_outbox's other columns start empty).
const ENQUEUE_SQL = 'INSERT INTO mail_outbox (order_id, kind, attempts, next_attempt_at, locked_until, created_at) VALUES (?, ?, ?, ?, ?, ?)';

/** The write side of the order e-mail outbox: what a change's transaction calls so its e-mail is never lost. */
@Injectable()
export class OrderMailOutbox {
  constructor(private readonly worker: OutboxWorker) {}

  /** Inside the transaction that makes the change the e-mail announces: commits or rolls back with it. */
  async enqueueWithin(manager: EntityManager, orderId: string, kind: OutboxMailKind): Promise<void> {
    const row = freshOutboxRow();
    await runPrepared(manager, ENQUEUE_SQL, [orderId, kind, row.attempts, row.nextAttemptAt, row.lockedUntil, row.createdAt]);
  }

  /** After the commit: send now rather than at the worker's next tick. Never waits for the mail server. */
  sendSoon(): void {
    this.worker.drainSoon();
  }
}
