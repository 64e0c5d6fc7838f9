import { checkoutSignature, signaturesMatch, subscriptionSignature, webhookSignature } from './razorpay-signatures';

/** Which implementation takes the money: Razorpay, or the test-mode provider that moves none. */
export type PaymentProvider = 'razorpay' | 'test';

/** A payment as the provider reports it (Razorpay's states; amounts in paise). */
export interface ProviderPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

export interface NewProviderOrder {
  /** Paise. */
  amount: number;
  /** Our order reference, shown in the provider's dashboard. */
  receipt: string;
  notes: Record<string, string>;
}

/** A recurring plan at the provider: charge `amount` paise every `interval` weeks or months. */
export interface NewProviderPlan {
  period: 'weekly' | 'monthly';
  interval: number;
  /** Paise. */
  amount: number;
  name: string;
  notes: Record<string, string>;
}

export interface NewProviderSubscription {
  providerPlanId: string;
  /** How many charges the mandate allows. */
  totalCount: number;
  notes: Record<string, string>;
}

/** An AutoPay mandate as the provider reports it (Razorpay's subscription states). */
export interface ProviderSubscription {
  id: string;
  planId: string;
  status: 'created' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed' | 'expired' | 'paused';
  paidCount: number;
  /** When the provider charges next; null before the mandate is approved or once it stops charging. */
  chargeAt: Date | null;
  /** The page where the customer approves the mandate, when the provider offers one. */
  shortUrl: string | null;
  notes: Record<string, string>;
}

/**
 * The one interface through which the rest of the server takes, checks and returns money. Two implementations:
 * RazorpayGateway (keys set) and TestModeGateway (no keys); nothing outside this folder knows which is active.
 * Both speak Razorpay's vocabulary, so the checkout page, the verify call and the webhook handler are the same.
 */
export abstract class PaymentGateway {
  abstract readonly provider: PaymentProvider;
  /** The public key id the customer's checkout opens with. */
  abstract readonly keyId: string;
  /** Where the customer's browser loads the provider's checkout script from; null when the page is our own. */
  abstract readonly checkoutUrl: string | null;

  protected constructor(
    protected readonly keySecret: string,
    protected readonly webhookSecret: string,
  ) {}

  /** Creates the provider's order for `amount` paise and answers its id. Throws PAYMENT_PROVIDER_UNAVAILABLE when unreachable. */
  abstract createOrder(order: NewProviderOrder): Promise<string>;

  /** The payment, or null when the provider knows no such payment. */
  abstract fetchPayment(paymentId: string): Promise<ProviderPayment | null>;

  /** Every payment attempt made against the provider's order. */
  abstract orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;

  /** Captures an authorized payment for its whole amount. */
  abstract capture(payment: ProviderPayment): Promise<ProviderPayment>;

  /**
   * Refunds the payment in full, at most once: when a refund of it already exists (an earlier attempt whose
   * answer was lost), that refund is answered instead of a second one being made.
   */
  abstract refundInFull(payment: { id: string; amount: number }, receipt: string): Promise<ProviderRefund>;

  /** Creates a recurring plan and answers its id. */
  abstract createPlan(plan: NewProviderPlan): Promise<string>;

  /** Creates an AutoPay mandate on a plan; the customer approves it in Checkout with its id. */
  abstract createSubscription(subscription: NewProviderSubscription): Promise<ProviderSubscription>;

  /** The mandate, or null when the provider knows no such subscription. */
  abstract fetchSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;

  /** Cancels the mandate at once: no further charge is made. Cancelling a cancelled one answers it unchanged. */
  abstract cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /** Checkout's proof of an approved mandate: HMAC-SHA256 of `payment_id|subscription_id` with the key secret. */
  isSubscriptionSignatureValid(subscriptionId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(subscriptionSignature(this.keySecret, subscriptionId, paymentId), signature);
  }

  /** Checkout's proof of payment: HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  isCheckoutSignatureValid(providerOrderId: string, paymentId: string, signature: string): boolean {
    return signaturesMatch(checkoutSignature(this.keySecret, providerOrderId, paymentId), signature);
  }

  /** A webhook's proof of origin: HMAC-SHA256 of the raw body with the webhook secret. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean {
    return signaturesMatch(webhookSignature(this.webhookSecret, rawBody), signature);
  }
}
