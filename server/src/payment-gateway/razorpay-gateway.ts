import { Logger } from '@nestjs/common';
import type { RazorpaySettings } from '../config/app-config';
import {
  NewProviderOrder,
  NewProviderPlan,
  NewProviderSubscription,
  PaymentGateway,
  ProviderPayment,
  ProviderRefund,
  ProviderSubscription,
} from './payment-gateway';
import { paymentGatewayError } from './payment-gateway.exception';

/** A Razorpay call gets this long before we call Razorpay unreachable. */
const REQUEST_TIMEOUT_MS = 10_000;

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: ProviderPayment['status'];
}

interface RazorpayRefundEntity {
  id: string;
  payment_id: string;
  amount: number;
  status: ProviderRefund['status'];
}

interface RazorpaySubscriptionEntity {
  id: string;
  plan_id: string;
  status: ProviderSubscription['status'];
  paid_count: number;
  charge_at?: number | null;
  short_url?: string | null;
  notes?: Record<string, string> | [];
}

interface RazorpayError {
  error?: { code?: string; description?: string };
}

export function paymentFromRazorpay(entity: RazorpayPaymentEntity): ProviderPayment {
  return { id: entity.id, orderId: entity.order_id, amount: entity.amount, currency: entity.currency, status: entity.status };
}

export function subscriptionFromRazorpay(entity: RazorpaySubscriptionEntity): ProviderSubscription {
  return {
    id: entity.id,
    planId: entity.plan_id,
    status: entity.status,
    paidCount: entity.paid_count,
    chargeAt: entity.charge_at ? new Date(entity.charge_at * 1000) : null,
    shortUrl: entity.short_url ?? null,
    // Razorpay sends notes without entries as an empty array.
    notes: Array.isArray(entity.notes) ? {} : (entity.notes ?? {}),
  };
}

export function refundFromRazorpay(entity: RazorpayRefundEntity): ProviderRefund {
  return { id: entity.id, paymentId: entity.payment_id, amount: entity.amount, status: entity.status };
}

/** Razorpay's REST API (https://razorpay.com/docs/api/) with Basic authentication: key id and key secret. */
export class RazorpayGateway extends PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly keyId: string;
  readonly checkoutUrl: string;
  private readonly logger = new Logger('Razorpay');
  private readonly apiUrl: string;
  private readonly authorization: string;

  constructor(settings: RazorpaySettings) {
    super(settings.keySecret, settings.webhookSecret);
    this.keyId = settings.keyId;
    this.checkoutUrl = settings.checkoutUrl;
    this.apiUrl = settings.apiUrl;
    this.authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  }

  async createOrder(order: NewProviderOrder): Promise<string> {
    const created = await this.call<{ id: string }>('POST', '/v1/orders', {
      amount: order.amount,
      currency: 'INR',
      receipt: order.receipt,
      notes: order.notes,
    });
    return created.id;
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | null> {
    const found = await this.call<RazorpayPaymentEntity>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, undefined, {
      missingIsNull: true,
    });
    return found ? paymentFromRazorpay(found) : null;
  }

  async orderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    const list = await this.call<{ items: RazorpayPaymentEntity[] }>('GET', `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`);
    return list.items.map(paymentFromRazorpay);
  }

  async capture(payment: ProviderPayment): Promise<ProviderPayment> {
    const captured = await this.call<RazorpayPaymentEntity>('POST', `/v1/payments/${encodeURIComponent(payment.id)}/capture`, {
      amount: payment.amount,
      currency: payment.currency,
    });
    return paymentFromRazorpay(captured);
  }

  async refundInFull(payment: { id: string; amount: number }, receipt: string): Promise<ProviderRefund> {
    const path = `/v1/payments/${encodeURIComponent(payment.id)}`;
    const existing = await this.call<{ items: RazorpayRefundEntity[] }>('GET', `${path}/refunds`);
    const earlier = existing.items.find((refund) => refund.status !== 'failed');
    if (earlier) return refundFromRazorpay(earlier);
    const refund = await this.call<RazorpayRefundEntity>('POST', `${path}/refund`, { amount: payment.amount, receipt });
    return refundFromRazorpay(refund);
  }

  async createPlan(plan: NewProviderPlan): Promise<string> {
    const created = await this.call<{ id: string }>('POST', '/v1/plans', {
      period: plan.period,
      interval: plan.interval,
      item: { name: plan.name, amount: plan.amount, currency: 'INR' },
      notes: plan.notes,
    });
    return created.id;
  }

  async createSubscription(subscription: NewProviderSubscription): Promise<ProviderSubscription> {
    const created = await this.call<RazorpaySubscriptionEntity>('POST', '/v1/subscriptions', {
      plan_id: subscription.providerPlanId,
      total_count: subscription.totalCount,
      quantity: 1,
      customer_notify: 1,
      notes: subscription.notes,
    });
    return subscriptionFromRazorpay(created);
  }

  async fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const found = await this.call<RazorpaySubscriptionEntity>('GET', `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, undefined, {
      missingIsNull: true,
    });
    return found ? subscriptionFromRazorpay(found) : null;
  }

  async cancelSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const path = `/v1/subscriptions/${encodeURIComponent(subscriptionId)}`;
    const current = await this.call<RazorpaySubscriptionEntity>('GET', path);
    if (current.status === 'cancelled' || current.status === 'completed' || current.status === 'expired')
      return subscriptionFromRazorpay(current);
    const cancelled = await this.call<RazorpaySubscriptionEntity>('POST', `${path}/cancel`, { cancel_at_cycle_end: 0 });
    return subscriptionFromRazorpay(cancelled);
  }

  /** One API call; unreachable or failing on Razorpay's side is PAYMENT_PROVIDER_UNAVAILABLE, a refusal PAYMENT_PROVIDER_REFUSED. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, options: { missingIsNull?: boolean } = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: { authorization: this.authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`${method} ${path} did not reach Razorpay: ${(error as Error).message}`);
      throw paymentGatewayError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const answer = (await response.json().catch(() => ({}))) as T & RazorpayError;
    if (response.ok) return answer;
    if (response.status >= 500) {
      this.logger.warn(`${method} ${path}: Razorpay answered ${response.status}`);
      throw paymentGatewayError('PAYMENT_PROVIDER_UNAVAILABLE');
    }
    const reason = answer.error?.description ?? `status ${response.status}`;
    if (options.missingIsNull && response.status === 400 && /does not exist/i.test(reason)) return null as T;
    this.logger.warn(`${method} ${path}: Razorpay refused: ${reason}`);
    throw paymentGatewayError('PAYMENT_PROVIDER_REFUSED', reason);
  }
}
