import { Injectable, OnModuleInit } from '@nestjs/common';
import { OrderPayments } from '../orders/lifecycle/order-payments.service';
import { OrderRefunds } from '../orders/lifecycle/order-refunds.service';
import { OrderAnnouncements } from '../orders/live/order-announcements';
import { paymentFromRazorpay } from '../payment-gateway/razorpay-gateway';
import { SignedWebhook, TestModeWebhooks } from '../payment-gateway/test-mode-webhooks';
import { TiffinPayments } from '../tiffin/billing/tiffin-payments.service';
import { TiffinPaymentSettlement } from './tiffin-payment-settlement';
import { PaymentSettlement } from './payment-settlement.service';
import { paymentError } from './payments.exception';
import { parseEvent, RazorpayEvent, WebhookOutcome } from './razorpay-event';
import { TiffinMandateEvents } from './tiffin-mandate-events';
import { WebhookEventClaims } from './webhook-event-claims';

/**
 * Razorpay's webhooks (and the test mode's, which arrive the same way): the signature over the raw body is
 * checked first; each event id is acted on once; events may come twice, late, out of order or before the
 * customer's verify call, and each handler is safe in any of those cases. Events we do not act on answer 200.
 */
@Injectable()
export class RazorpayWebhooks implements OnModuleInit {
  constructor(
    private readonly claims: WebhookEventClaims,
    private readonly settlement: PaymentSettlement,
    private readonly orderPayments: OrderPayments,
    private readonly refunds: OrderRefunds,
    private readonly announcements: OrderAnnouncements,
    private readonly testModeWebhooks: TestModeWebhooks,
    private readonly tiffin: TiffinPayments,
    private readonly tiffinSettlement: TiffinPaymentSettlement,
    private readonly mandateEvents: TiffinMandateEvents,
  ) {}

  onModuleInit(): void {
    this.testModeWebhooks.receiveWith((webhook) => this.receive(webhook));
  }

  async receive(webhook: SignedWebhook): Promise<WebhookOutcome> {
    const gateway = this.settlement.activeGateway;
    if (!gateway.isWebhookSignatureValid(webhook.rawBody, webhook.signature)) throw paymentError('WEBHOOK_SIGNATURE_INVALID');
    const event = parseEvent(webhook.rawBody);
    const eventId = webhook.eventId.slice(0, 64);
    // Without an event id (Razorpay always sends one) the handlers' own conditional updates keep it to one effect.
    if (!eventId) return this.handle(event);
    const claim = await this.claims.claim(eventId, event.event);
    if (!claim) return 'duplicate';
    let outcome: WebhookOutcome;
    try {
      outcome = await this.handle(event);
    } catch (error) {
      await this.claims.giveBack(claim);
      throw error;
    }
    await this.claims.handled(claim);
    return outcome;
  }

  private async handle(event: RazorpayEvent): Promise<WebhookOutcome> {
    const payment = event.payload.payment?.entity;
    const refund = event.payload.refund?.entity;
    const mandate = event.payload.subscription?.entity;
    switch (event.event) {
      case 'subscription.charged':
        if (!payment || !mandate) return 'ignored';
        await this.mandateEvents.charged(payment, mandate);
        return 'handled';
      // The period stays due: a retried charge that succeeds arrives as subscription.charged.
      case 'subscription.authenticated':
      case 'subscription.activated':
        return mandate ? 'handled' : 'ignored';
      case 'subscription.pending':
        if (!mandate) return 'ignored';
        await this.mandateEvents.chargeFailed(payment, mandate);
        return 'handled';
      case 'subscription.halted':
      case 'subscription.cancelled':
      case 'subscription.completed':
        if (!mandate) return 'ignored';
        await this.mandateEvents.ended(mandate);
        return 'handled';
      case 'payment.captured':
      case 'payment.authorized':
      case 'order.paid':
      case 'payment.failed': {
        if (!payment) return 'ignored';
        const order = await this.orderPayments.findByProviderOrder(payment.order_id);
        if (order) {
          await this.settlement.settle(order, paymentFromRazorpay(payment));
          return 'handled';
        }
        const subscription = await this.tiffin.findByProviderOrder(payment.order_id);
        if (!subscription) return 'ignored';
        await this.tiffinSettlement.apply(subscription, paymentFromRazorpay(payment));
        return 'handled';
      }
      case 'refund.processed': {
        if (!refund) return 'ignored';
        const order = await this.refunds.completed(refund.payment_id);
        if (order) await this.announcements.changed(order.id, { stockChanged: false });
        return 'handled';
      }
      case 'refund.failed':
        if (!refund) return 'ignored';
        await this.refunds.failed(refund.payment_id, refund.id);
        return 'handled';
      default:
        return 'ignored';
    }
  }
}
