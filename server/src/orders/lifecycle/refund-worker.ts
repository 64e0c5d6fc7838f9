import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { DeliveryOutcome, OutboxDrain } from '../../mail/outbox-drain';
import { PaymentGateway } from '../../payment-gateway/payment-gateway';
import { PaymentRefund } from './payment-refund.entity';
import { RefundLedger } from './refund-ledger';

/**
 * Asks the provider for each owed refund in payment_refunds, once per row however many instances run: the outbox
 * lease decides who asks, and a failed or unreachable call is retried with the outbox's backoff. Should this process
 * die between the provider's answer and recording it, the row is asked for again when its lease runs out, and the
 * gateway answers the refund that already exists instead of making a second one.
 */
@Injectable()
export class RefundWorker extends OutboxDrain<PaymentRefund> {
  constructor(
    @InjectRepository(PaymentRefund) outbox: Repository<PaymentRefund>,
    private readonly ledger: RefundLedger,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {
    super(outbox, 'Refunds', null);
  }

  protected async deliverBatch(rows: PaymentRefund[], outcome: DeliveryOutcome<PaymentRefund>): Promise<void> {
    for (const row of rows) {
      if (!this.gateway) {
        await outcome.failed(row, new Error('online payments are switched off; the refund waits until they are on again'));
        continue;
      }
      try {
        const refund = await this.gateway.refundInFull({ id: row.paymentId, amount: row.amountPaise }, row.receipt);
        await this.ledger.started(row, refund);
      } catch (error) {
        await outcome.failed(row, error as Error);
        continue;
      }
      await outcome.sent(row);
    }
  }
}
