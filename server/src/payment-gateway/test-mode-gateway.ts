import { Logger } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import {
  NewProviderOrder,
  NewProviderPlan,
  NewProviderSubscription,
  PaymentGateway,
  ProviderPayment,
  ProviderRefund,
  ProviderSubscription,
} from './payment-gateway';
import { checkoutSignature, subscriptionSignature, webhookSignature } from './razorpay-signatures';
import { TestModeWebhooks } from './test-mode-webhooks';
import { TestPayment } from './test-payment.entity';
import { TestSubscription } from './test-subscription.entity';

/** What the test-mode page's AutoPay button hands back: the three values Razorpay Checkout gives for a subscription. */
export interface TestSubscriptionResponse {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What the test-mode page's Pay button hands back: the same three values Razorpay Checkout gives its handler. */
export interface TestCheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

function testId(prefix: string): string {
  return `${prefix}_test_${randomBytes(9).toString('base64url')}`;
}

/**
 * The provider used when no Razorpay keys are set (never in production unless PAYMENTS_TEST_MODE=true): our own
 * page with Pay and Fail buttons stands in for Razorpay Checkout, payments are rows in test_payments, and every
 * change is announced through a signed webhook to the same handler Razorpay's webhooks reach. No money moves.
 */
export class TestModeGateway extends PaymentGateway {
  readonly provider = 'test' as const;
  readonly keyId = 'test_mode';
  readonly checkoutUrl = null;
  private readonly logger = new Logger('TestModePayments');

  /** `secretSeed` is the server's own signing secret, so every instance derives the same test-mode secrets. */
  constructor(
    secretSeed: string,
    private readonly payments: Repository<TestPayment>,
    private readonly subscriptions: Repository<TestSubscription>,
    private readonly webhooks: TestModeWebhooks,
    private readonly clock: Clock,
  ) {
    super(deriveSecret(secretSeed, 'key secret'), deriveSecret(secretSeed, 'webhook secret'));
  }

  async createOrder(_order: NewProviderOrder): Promise<string> {
    return testId('order');
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const row = await this.payments.findOneBy({ id: paymentId });
    return row ? toPayment(row) : null;
  }

  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const rows = await this.payments.find({ where: { providerOrderId }, order: { createdAt: 'ASC' } });
    return rows.map(toPayment);
  }

  async capture(payment: ProviderPayment): Promise<ProviderPayment> {
    await this.payments.update({ id: payment.id, status: 'authorized' }, { status: 'captured' });
    return (await this.fetchPayment(payment.id))!;
  }

  async refundInFull(payment: { id: string; amount: number }): Promise<ProviderRefund> {
    const refundId = testId('rfnd');
    // Conditional: of two racing refunds, one writes its id and both answer that one.
    await this.payments
      .createQueryBuilder()
      .update(TestPayment)
      .set({ refundId, status: 'refunded' })
      .where('id = :id AND refund_id IS NULL', { id: payment.id })
      .execute();
    const row = await this.payments.findOneByOrFail({ id: payment.id });
    const refund: ProviderRefund = { id: row.refundId!, paymentId: row.id, amount: row.amount, status: 'processed' };
    // The bank's answer arrives later, as with Razorpay: after our caller has recorded the refund.
    setImmediate(() => {
      this.announce('refund.processed', { refund: { id: refund.id, payment_id: row.id, amount: row.amount, status: 'processed' } }).catch(
        (error: Error) => this.logger.error(`Could not deliver refund.processed for ${row.id}: ${error.message}`),
      );
    });
    return refund;
  }

  async createPlan(_plan: NewProviderPlan): Promise<string> {
    return testId('plan');
  }

  async createSubscription(subscription: NewProviderSubscription): Promise<ProviderSubscription> {
    const row = await this.subscriptions.save(
      this.subscriptions.create({
        id: testId('sub'),
        providerPlanId: subscription.providerPlanId,
        amount: 0,
        totalCount: subscription.totalCount,
        paidCount: 0,
        status: 'created',
        notes: JSON.stringify(subscription.notes),
        createdAt: this.clock.now(),
      }),
    );
    return toSubscription(row);
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const row = await this.subscriptions.findOneBy({ id: subscriptionId });
    return row ? toSubscription(row) : null;
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const cancelled = await this.subscriptions.update(
      { id: subscriptionId, status: In(['created', 'authenticated', 'active', 'pending', 'halted']) },
      {
        status: 'cancelled',
      },
    );
    const row = await this.subscriptions.findOneByOrFail({ id: subscriptionId });
    if (cancelled.affected === 1) await this.announce('subscription.cancelled', { subscription: subscriptionEntity(row) });
    return toSubscription(row);
  }

  /**
   * The test page's AutoPay button and every later charge: a payment of `amount` on the mandate, announced as
   * Razorpay does (subscription.authenticated first, then subscription.charged, or payment.failed and
   * subscription.pending), answering what Checkout hands its handler.
   */
  async chargeSubscription(subscriptionId: string, amount: number, outcome: 'captured' | 'failed'): Promise<TestSubscriptionResponse> {
    const before = await this.subscriptions.findOneByOrFail({ id: subscriptionId });
    const payment = await this.payments.save(
      this.payments.create({
        id: testId('pay'),
        providerOrderId: testId('order'),
        amount,
        status: outcome,
        refundId: null,
        createdAt: this.clock.now(),
      }),
    );
    const paymentEntity = { id: payment.id, order_id: payment.providerOrderId, amount, currency: 'INR', status: outcome };
    if (outcome === 'captured') {
      await this.subscriptions.update(
        { id: subscriptionId },
        { amount, paidCount: before.paidCount + 1, status: before.status === 'created' ? 'authenticated' : 'active' },
      );
      const after = await this.subscriptions.findOneByOrFail({ id: subscriptionId });
      if (before.status === 'created') await this.announce('subscription.authenticated', { subscription: subscriptionEntity(after) });
      await this.announce('subscription.charged', { subscription: subscriptionEntity(after), payment: paymentEntity });
    } else {
      if (before.status !== 'created') await this.subscriptions.update({ id: subscriptionId }, { status: 'pending' });
      const after = await this.subscriptions.findOneByOrFail({ id: subscriptionId });
      await this.announce('payment.failed', { payment: paymentEntity });
      if (before.status !== 'created')
        await this.announce('subscription.pending', { subscription: subscriptionEntity(after), payment: paymentEntity });
    }
    return {
      razorpay_subscription_id: subscriptionId,
      razorpay_payment_id: payment.id,
      razorpay_signature: subscriptionSignature(this.keySecret, subscriptionId, payment.id),
    };
  }

  /** The test page's Pay or Fail: records the attempt, delivers its webhook, and answers what Checkout would. */
  async attempt(providerOrderId: string, amount: number, outcome: 'captured' | 'failed'): Promise<TestCheckoutResponse> {
    const payment = await this.payments.save(
      this.payments.create({ id: testId('pay'), providerOrderId, amount, status: outcome, refundId: null, createdAt: this.clock.now() }),
    );
    const entity = { id: payment.id, order_id: providerOrderId, amount, currency: 'INR', status: outcome };
    await this.announce(outcome === 'captured' ? 'payment.captured' : 'payment.failed', { payment: entity });
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(this.keySecret, providerOrderId, payment.id),
    };
  }

  private async announce(event: string, entities: Record<string, object>): Promise<void> {
    const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: Math.floor(this.clock.now().getTime() / 1000),
    });
    await this.webhooks.deliver({ rawBody, signature: webhookSignature(this.webhookSecret, rawBody), eventId: testId('evt') });
  }
}

function deriveSecret(seed: string, purpose: string): string {
  return createHmac('sha256', seed).update(`test-mode payments: ${purpose}`).digest('hex');
}

function toSubscription(row: TestSubscription): ProviderSubscription {
  return {
    id: row.id,
    planId: row.providerPlanId,
    status: row.status,
    paidCount: row.paidCount,
    chargeAt: null,
    shortUrl: null,
    notes: JSON.parse(row.notes) as Record<string, string>,
  };
}

function subscriptionEntity(row: TestSubscription): object {
  return {
    id: row.id,
    entity: 'subscription',
    plan_id: row.providerPlanId,
    status: row.status,
    total_count: row.totalCount,
    paid_count: row.paidCount,
    notes: JSON.parse(row.notes) as Record<string, string>,
  };
}

function toPayment(row: TestPayment): ProviderPayment {
  return { id: row.id, orderId: row.providerOrderId, amount: row.amount, currency: 'INR', status: row.status };
}
