import { i18n } from '../../i18n/i18n';
import type { CheckoutResponse, Order } from '../api-types';
import '../../i18n/sections/payment';

/** The part of Razorpay Checkout's options and instance this app uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; email?: string; contact?: string };
  handler: (response: CheckoutResponse) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  on(event: 'payment.failed', callback: () => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads Checkout's script once, only when a customer pays online. */
export function loadCheckoutScript(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error(i18n.t('notices.checkoutNotLoaded')));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export interface CheckoutOutcome {
  /** Checkout reports a payment: pass it to the server. */
  paid: (response: CheckoutResponse) => void;
  /** Closed, or the payment failed: the order keeps waiting for payment. */
  closed: () => void;
}

/** What Checkout needs of a provider order: an order's payment, or a tiffin period's checkout. */
export interface ProviderOrder {
  keyId: string;
  amount: number;
  currency: string;
  providerOrderId: string;
}

export interface CheckoutCustomer {
  name?: string;
  email?: string;
  phone?: string | null;
}

/** Opens Razorpay Checkout for an order awaiting payment, prefilled with the customer's details. */
export async function openRazorpayCheckout(
  order: Order,
  checkoutUrl: string,
  customer: CheckoutCustomer,
  outcome: CheckoutOutcome,
): Promise<void> {
  const payment = order.payment;
  if (!payment) throw new Error('This order is not paid online.');
  await openRazorpayPayment(payment, `Order ${order.orderRefId}`, checkoutUrl, customer, outcome);
}

/** Opens Razorpay Checkout for any provider order (`description` is the line Checkout shows under the kitchen's name). */
export async function openRazorpayPayment(
  payment: ProviderOrder,
  description: string,
  checkoutUrl: string,
  customer: CheckoutCustomer,
  outcome: CheckoutOutcome,
): Promise<void> {
  await loadCheckoutScript(checkoutUrl);
  if (!window.Razorpay) throw new Error('Online payment could not be loaded. Please try again.');
  const checkout = new window.Razorpay({
    key: payment.keyId,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.providerOrderId,
    name: 'Home Kitchen',
    description,
    prefill: { name: customer.name, email: customer.email, contact: customer.phone ? `+${customer.phone}` : undefined },
    handler: outcome.paid,
    modal: { ondismiss: outcome.closed },
  });
  checkout.on('payment.failed', outcome.closed);
  checkout.open();
}
