import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { freshOutboxRow } from '../mail/outbox-row';
import { insertEntityWithin } from '../database/prepared-sql';
import { OutboxMail, OutboxMailKind } from './outbox-mail.entity';
import { OutboxWorker } from './outbox-worker';

/** The write side of the order e-mail outbox: what a change's transaction calls so its e-mail is never lost. */
@Injectable()
export class OrderMailOutbox {
  constructor(private readonly worker: OutboxWorker) {}

  /** Inside the transaction that makes the change the e-mail announces: commits or rolls back with it. */
  async enqueueWithin(manager: EntityManager, orderId: string, kind: OutboxMailKind): Promise<void> {
    await insertEntityWithin(manager, OutboxMail, { orderId, kind, ...freshOutboxRow() });
  }

  /** After the commit: send now rather than at the worker's next tick. Never waits for the mail server. */
  sendSoon(): void {
    this.worker.drainSoon();
  }
}
