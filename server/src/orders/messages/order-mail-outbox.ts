import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { freshOutboxRow } from '../../mail/outbox-row';
import { insertEntityWithin } from '../../database/prepared-sql';
import { OutboxMail, OutboxMailKind } from './outbox-mail.entity';
import { OrderMailWorker } from './order-mail-worker';

/** The write side of the order e-mail outbox: what a change's transaction calls so its e-mail is never lost. */
@Injectable()
export class OrderMailOutbox {
  constructor(private readonly worker: OrderMailWorker) {}

  /**
   * Inside the transaction that makes the change the message announces: commits or rolls back with it. `afterMs`
   * holds it back that long (a payment reminder is pointless while the customer is still in the payment window).
   */
  async enqueueWithin(manager: EntityManager, orderId: string, kind: OutboxMailKind, afterMs = 0): Promise<void> {
    const row = freshOutboxRow();
    if (afterMs > 0) row.nextAttemptAt = new Date(row.nextAttemptAt.getTime() + afterMs);
    await insertEntityWithin(manager, OutboxMail, { orderId, kind, ...row });
  }

  /** After the commit: send now rather than at the worker's next tick. Never waits for the mail server. */
  sendSoon(): void {
    this.worker.drainSoon();
  }
}
