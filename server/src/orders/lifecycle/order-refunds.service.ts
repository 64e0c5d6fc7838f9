import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { latestCommitted } from '../../database/latest-committed';
import { freshOutboxRow } from '../../mail/outbox-row';
import type { ProviderPayment } from '../../payment-gateway/payment-gateway';
import type { TiffinRefund, TiffinRefunds } from '../../tiffin/billing/tiffin-refunds.port';
import type { Order } from '../order.entity';
import { paymentStatusOnCancel } from '../order-rules';
import { PaymentRefund, RefundKind } from './payment-refund.entity';
import { RefundLedger } from './refund-ledger';
import { RefundWorker } from './refund-worker';

/**
 * Money going back, at most once per payment: every refund is a payment_refunds row, unique per payment id, which
 * RefundWorker turns into one refund at the provider. Whoever decides a refund (a cancel, a payment for a released
 * order, a second or mismatched payment) writes the row; writing it again for the same payment changes nothing.
 */
@Injectable()
export class OrderRefunds implements TiffinRefunds {
  constructor(
    @InjectRepository(PaymentRefund) private readonly refunds: Repository<PaymentRefund>,
    private readonly worker: RefundWorker,
    private readonly ledger: RefundLedger,
  ) {}

  /** Inside the transaction that made the order's payment REFUND_PENDING: its money is owed back. */
  async owedWithin(manager: EntityManager, order: Pick<Order, 'id' | 'orderRefId' | 'totalPaise'>, paymentId: string): Promise<void> {
    await this.insertOnce(manager, {
      paymentId,
      orderId: order.id,
      receipt: order.orderRefId,
      amountPaise: order.totalPaise,
      kind: 'ORDER_REFUND',
    });
  }

  /** Inside a cancelling transaction: a paid order's money is owed back, as a refund row that can exist once. */
  async owedOnCancelWithin(manager: EntityManager, order: Order): Promise<void> {
    if (paymentStatusOnCancel(order) === 'REFUND_PENDING' && order.providerPaymentId)
      await this.owedWithin(manager, order, order.providerPaymentId);
  }

  /** A captured payment the order does not keep (a second one, or not matching it): all of it goes back. */
  async refundUnkept(
    payment: ProviderPayment,
    order: Pick<Order, 'id' | 'orderRefId'>,
    kind: Exclude<RefundKind, 'ORDER_REFUND' | 'TIFFIN_CREDIT'>,
  ): Promise<void> {
    await this.insertOnce(this.refunds.manager, {
      paymentId: payment.id,
      orderId: order.id,
      receipt: order.orderRefId,
      amountPaise: payment.amount,
      kind,
    });
    this.sendSoon();
  }

  /** Inside the transaction that settled a tiffin period's credit: that part of its payment goes back, once per payment. */
  async creditOwedWithin(manager: EntityManager, refund: TiffinRefund): Promise<void> {
    await this.insertOnce(manager, { ...refund, orderId: refund.receipt, kind: 'TIFFIN_CREDIT' });
  }

  hasRefundWithin(manager: EntityManager, paymentId: string): Promise<boolean> {
    return manager.getRepository(PaymentRefund).exists({ where: { paymentId }, ...latestCommitted(manager) });
  }

  /** After the commit that owed a refund: ask the provider now rather than at the worker's next tick. */
  sendSoon(): void {
    this.worker.drainSoon();
  }

  /** The provider finished the refund of `paymentId`; answers the order when this call marked it refunded. */
  completed(paymentId: string): Promise<Order | null> {
    return this.ledger.completed(paymentId);
  }

  /** The provider gave up on refund `refundId`: the payment is asked for again. */
  async failed(paymentId: string, refundId: string): Promise<void> {
    if (await this.ledger.reopen(paymentId, refundId)) this.sendSoon();
  }

  private async insertOnce(
    manager: EntityManager,
    refund: Pick<PaymentRefund, 'paymentId' | 'orderId' | 'receipt' | 'amountPaise' | 'kind'>,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentRefund)
      .values({ ...refund, providerRefundId: null, refundStatus: null, ...freshOutboxRow() })
      .orIgnore()
      .execute();
  }
}
