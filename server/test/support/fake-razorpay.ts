import { createHmac, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo, Socket } from 'node:net';

/** The credentials a fake account is opened with; start the site with the same values. */
export interface FakeRazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'upi';
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  error_code: string | null;
  error_description: string | null;
  /** The subscription invoice a charge pays; null for a payment of an order. */
  invoice_id: string | null;
  created_at: number;
}

export interface FakePlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: 'daily' | 'weekly' | 'monthly' | 'yearly';
  item: {
    id: string;
    active: boolean;
    name: string;
    description: string | null;
    amount: number;
    unit_amount: number;
    currency: string;
    type: 'plan';
  };
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  customer_id: string | null;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired';
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: 'api';
  remaining_count: number;
}

/** What Checkout hands its `handler` once the customer approves a subscription. */
export interface SubscriptionCheckoutResponse {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

/** What Razorpay Checkout hands its `handler`, and what the verify call takes. */
export interface CheckoutResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface WebhookDelivery {
  status: number;
  body: string;
  eventId: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function razorpayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** The length of one billing cycle of each plan period, as the fake counts it (a month as 30 days). */
const CYCLE_SECONDS: Record<FakePlan['period'], number> = { daily: 86_400, weekly: 7 * 86_400, monthly: 30 * 86_400, yearly: 365 * 86_400 };

/**
 * A stand-in for Razorpay's REST API (https://razorpay.com/docs/api/) inside the test process: orders,
 * payments, capture, refunds, plans and subscriptions (charged, failed, halted at the test's word) with Basic authentication and Razorpay's error shape, a webhook sender that
 * signs like Razorpay (X-Razorpay-Signature: HMAC-SHA256 of the raw body), and a `checkout.js` whose
 * `window.Razorpay` pays at this fake and calls the page's handler with a correctly signed response.
 * The server under test reaches it through RAZORPAY_API_URL and RAZORPAY_CHECKOUT_URL.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly plans = new Map<string, FakePlan>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** Every API call received, as 'METHOD /path'. */
  readonly calls: string[] = [];
  /** While true, every connection is dropped at once: Razorpay is unreachable. */
  unreachable = false;
  /** What the fake Checkout does when opened: pay (captured or only authorized), fail the attempt, or be dismissed. */
  checkoutOutcome: 'captured' | 'authorized' | 'failed' | 'dismissed' = 'captured';
  /** The fake's own time, for its timestamps (created_at, charge_at …): a test on a moved clock points it there. */
  now: () => number = () => Date.now();
  /** Refunds start 'pending' (a refund.processed webhook completes them) or are 'processed' at once. */
  refundsProcessImmediately = false;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private url = '';

  constructor(
    readonly keys: FakeRazorpayKeys = {
      keyId: 'rzp_test_FakeKey001',
      keySecret: 'fake-key-secret-0123456789',
      webhookSecret: 'fake-webhook-secret-0123456789',
    },
  ) {
    this.server = createServer((request, response) => {
      if (this.unreachable) {
        request.socket.destroy();
        return;
      }
      void this.route(request, response).catch((error: Error) =>
        this.send(response, 500, { error: { code: 'SERVER_ERROR', description: error.message } }),
      );
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The environment that points a Home Kitchen server at this fake. */
  siteEnv(): Record<string, string> {
    return {
      RAZORPAY_KEY_ID: this.keys.keyId,
      RAZORPAY_KEY_SECRET: this.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.keys.webhookSecret,
      RAZORPAY_API_URL: this.url,
      RAZORPAY_CHECKOUT_URL: `${this.url}/checkout.js`,
    };
  }

  /** The customer pays `orderId` in Checkout: a payment in the given state, and the response Checkout would hand over. */
  pay(orderId: string, outcome: 'captured' | 'authorized' | 'failed' = 'captured', amount?: number): CheckoutResponse {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}`);
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: amount ?? order.amount,
      currency: order.currency,
      status: outcome,
      order_id: order.id,
      method: 'upi',
      captured: outcome === 'captured',
      amount_refunded: 0,
      refund_status: null,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'Payment was declined by the bank' : null,
      invoice_id: null,
      created_at: this.seconds(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = outcome === 'captured' ? 'paid' : 'attempted';
    if (outcome === 'captured') order.amount_paid = payment.amount;
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: payment.id,
      razorpay_signature: this.checkoutSignature(order.id, payment.id),
    };
  }

  /**
   * The customer approves the subscription in Checkout with its first charge (the plan amount, the subscription
   * starting at once): the subscription is active, and Checkout hands over the signed response. Failed: the mandate
   * was not approved and nothing is charged.
   */
  authenticate(
    subscriptionId: string,
    outcome: 'captured' | 'failed' = 'captured',
  ): { payment: FakePayment; response: SubscriptionCheckoutResponse } {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    subscription.auth_attempts += 1;
    const payment = this.chargePayment(subscription, outcome);
    if (outcome === 'captured') this.charged(subscription);
    return {
      payment,
      response: {
        razorpay_subscription_id: subscription.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: this.subscriptionSignature(subscription.id, payment.id),
      },
    };
  }

  /** The next cycle's charge: captured (the subscription stays or becomes active) or failed (it is pending, to be retried). */
  charge(subscriptionId: string, outcome: 'captured' | 'failed' = 'captured'): FakePayment {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    const payment = this.chargePayment(subscription, outcome);
    if (outcome === 'captured') this.charged(subscription);
    else subscription.status = 'pending';
    return payment;
  }

  /** Razorpay gives up after its retries: the subscription is halted and charges no more. */
  halt(subscriptionId: string): FakeSubscription {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    subscription.status = 'halted';
    subscription.charge_at = null;
    return subscription;
  }

  subscriptionSignature(subscriptionId: string, paymentId: string): string {
    return hmacHex(this.keys.keySecret, `${paymentId}|${subscriptionId}`);
  }

  /**
   * A subscription event as Razorpay sends it: the subscription entity, and the payment when one was attempted.
   * `copies` sends the same delivery (one body, one event id) that many times at once, as a redelivery racing the
   * first; the answer is the first copy's.
   */
  async sendSubscriptionWebhook(
    targetUrl: string,
    event: string,
    subscriptionId: string,
    payment?: FakePayment,
    options: { eventId?: string; secret?: string; copies?: number } = {},
  ): Promise<WebhookDelivery> {
    const subscription = this.subscriptionOrThrow(subscriptionId);
    const entities: { subscription: FakeSubscription; payment?: FakePayment } = payment ? { subscription, payment } : { subscription };
    const { copies = 1, ...delivery } = options;
    const eventId = delivery.eventId ?? razorpayId('evt');
    const body = this.eventBody(event, entities);
    const sent = await Promise.all(
      Array.from({ length: copies }, () => this.sendWebhook(targetUrl, event, entities, { ...delivery, eventId, body })),
    );
    return sent[0];
  }

  checkoutSignature(orderId: string, paymentId: string): string {
    return hmacHex(this.keys.keySecret, `${orderId}|${paymentId}`);
  }

  /** The one order created with this receipt (our orderRefId). */
  orderByReceipt(receipt: string): FakeOrder {
    const order = [...this.orders.values()].find((candidate) => candidate.receipt === receipt);
    if (!order) throw new Error(`The fake has no order with receipt ${receipt}`);
    return order;
  }

  refundsOf(paymentId: string): FakeRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_id === paymentId);
  }

  /** Completes a pending refund, as the bank eventually does. */
  processRefund(refundId: string): FakeRefund {
    const refund = this.refunds.get(refundId)!;
    refund.status = 'processed';
    return refund;
  }

  /** The bank turns a refund down: the money stays with the merchant, and may be refunded again. */
  failRefund(refundId: string): FakeRefund {
    const refund = this.refunds.get(refundId)!;
    const payment = this.payments.get(refund.payment_id)!;
    refund.status = 'failed';
    payment.amount_refunded -= refund.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : 'partial';
    payment.status = 'captured';
    return refund;
  }

  /**
   * Sends a webhook the way Razorpay does: the JSON body signed with the webhook secret (or `secret`, to forge one),
   * the event id in X-Razorpay-Event-Id. The same event id may be sent again to imitate a redelivery.
   */
  async sendWebhook(
    targetUrl: string,
    event: string,
    entities: { payment?: FakePayment; order?: FakeOrder; refund?: FakeRefund; subscription?: FakeSubscription },
    options: { eventId?: string; secret?: string; body?: string } = {},
  ): Promise<WebhookDelivery> {
    const body = options.body ?? this.eventBody(event, entities);
    const eventId = options.eventId ?? razorpayId('evt');
    const response = await fetch(targetUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(options.secret ?? this.keys.webhookSecret, body),
        'x-razorpay-event-id': eventId,
      },
      body,
    });
    return { status: response.status, body: await response.text(), eventId };
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private eventBody(event: string, entities: object): string {
    const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: Object.keys(entities),
      payload,
      created_at: this.seconds(),
    });
  }

  private async route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const path = url.pathname;
    if (request.method === 'OPTIONS') return this.send(response, 204, null);
    if (request.method === 'GET' && path === '/checkout.js') return this.sendScript(response);
    if (request.method === 'POST' && path === '/checkout/pay') return this.checkoutPay(request, response);
    this.calls.push(`${request.method} ${path}`);
    if (!this.authorized(request)) {
      return this.send(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    const body = await readJson(request);
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && path === '/v1/orders') return this.createOrder(body, response);
    if (request.method === 'POST' && path === '/v1/plans') return this.createPlan(body, response);
    if (request.method === 'POST' && path === '/v1/subscriptions') return this.createSubscription(body, response);
    if (request.method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = this.subscriptions.get(match[1]);
      return subscription ? this.send(response, 200, subscription) : this.badRequest(response, 'The id provided does not exist');
    }
    if (request.method === 'POST' && (match = /^\/v1\/subscriptions\/([^/]+)\/cancel$/.exec(path)))
      return this.cancelSubscription(match[1], response);
    if (request.method === 'GET' && (match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const items = [...this.payments.values()].filter((payment) => payment.order_id === match![1]);
      return this.send(response, 200, { entity: 'collection', count: items.length, items });
    }
    if (request.method === 'GET' && (match = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = this.payments.get(match[1]);
      return payment ? this.send(response, 200, payment) : this.badRequest(response, 'The id provided does not exist');
    }
    if (request.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path)))
      return this.capture(match[1], body, response);
    if (request.method === 'POST' && (match = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) return this.refund(match[1], body, response);
    if (request.method === 'GET' && (match = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path))) {
      const items = this.refundsOf(match[1]);
      return this.send(response, 200, { entity: 'collection', count: items.length, items });
    }
    return this.send(response, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }

  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private createOrder(body: Record<string, unknown>, response: ServerResponse): void {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return this.badRequest(response, 'The amount must be atleast INR 1.00');
    }
    if (body.currency !== 'INR') return this.badRequest(response, 'The currency provided is invalid');
    const order: FakeOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: typeof body.receipt === 'string' ? body.receipt : '',
      status: 'created',
      attempts: 0,
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: this.seconds(),
    };
    this.orders.set(order.id, order);
    this.send(response, 200, order);
  }

  private createPlan(body: Record<string, unknown>, response: ServerResponse): void {
    const periods = ['daily', 'weekly', 'monthly', 'yearly'];
    if (typeof body.period !== 'string' || !periods.includes(body.period))
      return this.badRequest(response, 'The period field is required.');
    if (typeof body.interval !== 'number' || !Number.isInteger(body.interval) || body.interval < 1)
      return this.badRequest(response, 'The interval must be at least 1.');
    const item = (body.item ?? {}) as Record<string, unknown>;
    if (typeof item.name !== 'string' || !item.name) return this.badRequest(response, 'The item.name field is required.');
    if (typeof item.amount !== 'number' || !Number.isInteger(item.amount) || item.amount < 100)
      return this.badRequest(response, 'The amount must be atleast INR 1.00');
    if (item.currency !== 'INR') return this.badRequest(response, 'The currency provided is invalid');
    const plan: FakePlan = {
      id: razorpayId('plan'),
      entity: 'plan',
      interval: body.interval,
      period: body.period as FakePlan['period'],
      item: {
        id: razorpayId('item'),
        active: true,
        name: item.name,
        description: typeof item.description === 'string' ? item.description : null,
        amount: item.amount,
        unit_amount: item.amount,
        currency: 'INR',
        type: 'plan',
      },
      notes: (body.notes as Record<string, string>) ?? {},
      created_at: this.seconds(),
    };
    this.plans.set(plan.id, plan);
    this.send(response, 200, plan);
  }

  private createSubscription(body: Record<string, unknown>, response: ServerResponse): void {
    if (typeof body.plan_id !== 'string' || !this.plans.has(body.plan_id))
      return this.badRequest(response, 'The id provided does not exist');
    const totalCount = body.total_count;
    if (typeof totalCount !== 'number' || !Number.isInteger(totalCount) || totalCount < 1)
      return this.badRequest(response, 'The total count must be at least 1.');
    const id = razorpayId('sub');
    const subscription: FakeSubscription = {
      id,
      entity: 'subscription',
      plan_id: body.plan_id,
      customer_id: null,
      status: 'created',
      current_start: null,
      current_end: null,
      ended_at: null,
      quantity: typeof body.quantity === 'number' ? body.quantity : 1,
      notes: (body.notes as Record<string, string>) ?? {},
      charge_at: null,
      start_at: null,
      end_at: null,
      auth_attempts: 0,
      total_count: totalCount,
      paid_count: 0,
      customer_notify: body.customer_notify !== 0 && body.customer_notify !== false,
      created_at: this.seconds(),
      expire_by: null,
      short_url: `${this.url}/subscriptions/${id}`,
      has_scheduled_changes: false,
      change_scheduled_at: null,
      source: 'api',
      remaining_count: totalCount,
    };
    this.subscriptions.set(id, subscription);
    this.send(response, 200, subscription);
  }

  private cancelSubscription(subscriptionId: string, response: ServerResponse): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) return this.badRequest(response, 'The id provided does not exist');
    if (['cancelled', 'completed', 'expired'].includes(subscription.status))
      return this.badRequest(response, `Subscription is not cancellable in ${subscription.status} status.`);
    subscription.status = 'cancelled';
    subscription.ended_at = this.seconds();
    subscription.charge_at = null;
    this.send(response, 200, subscription);
  }

  private subscriptionOrThrow(subscriptionId: string): FakeSubscription {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`The fake has no subscription ${subscriptionId}`);
    return subscription;
  }

  /** A charge of the subscription's plan amount, paying an invoice whose order is created with it, as Razorpay does. */
  private chargePayment(subscription: FakeSubscription, outcome: 'captured' | 'failed'): FakePayment {
    if (!['created', 'authenticated', 'active', 'pending'].includes(subscription.status))
      throw new Error(`The fake cannot charge a ${subscription.status} subscription`);
    const amount = this.plans.get(subscription.plan_id)!.item.amount * subscription.quantity;
    const order: FakeOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: outcome === 'captured' ? amount : 0,
      amount_due: outcome === 'captured' ? 0 : amount,
      currency: 'INR',
      receipt: '',
      status: outcome === 'captured' ? 'paid' : 'attempted',
      attempts: 1,
      notes: {},
      created_at: this.seconds(),
    };
    this.orders.set(order.id, order);
    const payment: FakePayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: outcome,
      order_id: order.id,
      method: 'upi',
      captured: outcome === 'captured',
      amount_refunded: 0,
      refund_status: null,
      error_code: outcome === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: outcome === 'failed' ? 'The UPI mandate debit was declined by the bank' : null,
      invoice_id: razorpayId('inv'),
      created_at: this.seconds(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private charged(subscription: FakeSubscription): void {
    subscription.status = 'active';
    subscription.paid_count += 1;
    subscription.remaining_count = subscription.total_count - subscription.paid_count;
    const plan = this.plans.get(subscription.plan_id)!;
    subscription.current_start = this.seconds();
    subscription.current_end = subscription.current_start + CYCLE_SECONDS[plan.period] * plan.interval;
    subscription.charge_at = subscription.current_end;
    if (subscription.paid_count === subscription.total_count) {
      subscription.status = 'completed';
      subscription.charge_at = null;
    }
  }

  private capture(paymentId: string, body: Record<string, unknown>, response: ServerResponse): void {
    const payment = this.payments.get(paymentId);
    if (!payment) return this.badRequest(response, 'The id provided does not exist');
    if (payment.status !== 'authorized') return this.badRequest(response, 'This payment has already been captured');
    if (body.amount !== payment.amount) return this.badRequest(response, 'Capture amount must be equal to the amount authorized');
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id);
    if (order) {
      order.status = 'paid';
      order.amount_paid = payment.amount;
    }
    this.send(response, 200, payment);
  }

  private refund(paymentId: string, body: Record<string, unknown>, response: ServerResponse): void {
    const payment = this.payments.get(paymentId);
    if (!payment) return this.badRequest(response, 'The id provided does not exist');
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      return this.badRequest(response, 'The payment has not been captured');
    const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
    if (amount <= 0 || payment.amount_refunded + amount > payment.amount) {
      return this.badRequest(response, 'The total refund amount is greater than the refund payment amount');
    }
    const refund: FakeRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: this.refundsProcessImmediately ? 'processed' : 'pending',
      created_at: this.seconds(),
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    this.send(response, 200, refund);
  }

  /** The fake Checkout's payment: called by checkout.js from the customer's page. */
  private async checkoutPay(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    if (body.key !== this.keys.keyId) return this.badRequest(response, 'The api key provided is invalid');
    if (this.checkoutOutcome === 'dismissed') return this.send(response, 200, { dismissed: true });
    const paid = this.pay(String(body.order_id), this.checkoutOutcome);
    if (this.checkoutOutcome === 'failed') {
      return this.send(response, 200, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Payment was declined by the bank', metadata: paid },
      });
    }
    this.send(response, 200, paid);
  }

  private sendScript(response: ServerResponse): void {
    const script = `(function () {
  var base = ${JSON.stringify(this.url)};
  function FakeCheckout(options) { this.options = options; this.listeners = {}; }
  FakeCheckout.prototype.on = function (event, callback) { this.listeners[event] = callback; };
  FakeCheckout.prototype.open = function () {
    var options = this.options, listeners = this.listeners;
    window.__fakeRazorpayOpened = { key: options.key, order_id: options.order_id, amount: options.amount, currency: options.currency,
      name: options.name, description: options.description, prefill: options.prefill };
    fetch(base + '/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: options.key, order_id: options.order_id }) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.dismissed) { if (options.modal && options.modal.ondismiss) options.modal.ondismiss(); return; }
        if (answer.error) { if (listeners['payment.failed']) listeners['payment.failed']({ error: answer.error });
          if (options.modal && options.modal.ondismiss) options.modal.ondismiss(); return; }
        options.handler(answer);
      });
  };
  window.Razorpay = FakeCheckout;
})();
`;
    response.writeHead(200, { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' });
    response.end(script);
  }

  private badRequest(response: ServerResponse, description: string): void {
    this.send(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description } });
  }

  private send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    });
    response.end(body === null ? '' : JSON.stringify(body));
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
