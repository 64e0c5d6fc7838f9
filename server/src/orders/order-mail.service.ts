import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { kitchenEmail } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mail.service';
import { Order } from './order.entity';
import type { OutboxMailKind } from './outbox-mail.entity';
import { CANCEL_WINDOW_SECONDS } from './order-rules';

function rupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`;
}

/** What every order e-mail says about the seller (issue 17: the FSSAI number on every order e-mail). */
export interface SellerDetails {
  legalName: string | null;
  address: string | null;
  gstin: string | null;
  fssaiNumber: string | null;
}

const NO_SELLER_DETAILS: SellerDetails = { legalName: null, address: null, gstin: null, fssaiNumber: null };

function sellerLines({ legalName, address, gstin, fssaiNumber }: SellerDetails): string[] {
  return [
    [legalName, address].filter(Boolean).join(', '),
    gstin ? `GSTIN ${gstin}` : '',
    fssaiNumber ? `FSSAI Lic. No. ${fssaiNumber}` : '',
  ].filter(Boolean);
}

/** Writes the customer's e-mails about an order (placed or paid, ready, refunds); OutboxWorker sends them. */
@Injectable()
export class OrderMailService {
  private readonly dayFormat: Intl.DateTimeFormat;
  private readonly timeFormat: Intl.DateTimeFormat;

  constructor(config: AppConfig) {
    // Built once: a DateTimeFormat costs more to create than the whole rest of an e-mail.
    const timeZone = config.kitchenTimeZone;
    this.dayFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone });
    this.timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
  }

  /** `order` with items and their schedules loaded; `seller`: the kitchen's legal details for the small print. */
  compose(kind: OutboxMailKind, order: Order, seller: SellerDetails = NO_SELLER_DETAILS): MailMessage {
    const footer = sellerLines(seller);
    switch (kind) {
      case 'PLACED':
        return this.placed(order, footer);
      case 'PAID':
        return this.paid(order, footer);
      case 'READY':
        return this.ready(order, footer);
      case 'REFUND_STARTED':
        return this.refundStarted(order, footer);
      case 'REFUNDED':
        return this.refunded(order, footer);
    }
  }

  /** A cash order, when placed. */
  private placed(order: Order, footer: string[]): MailMessage {
    const body = kitchenEmail('Thank you for your order!', [
      `Hello ${order.customerName}, we have received your order ${order.orderRefId}.`,
      ...this.summary(order),
      `You can cancel within ${CANCEL_WINDOW_SECONDS} seconds of placing the order from the order page.`,
    ], footer);
    return this.message(order, `Order ${order.orderRefId} received`, body);
  }

  /** An online order, when its payment is confirmed. */
  private paid(order: Order, footer: string[]): MailMessage {
    const body = kitchenEmail('Payment received, thank you!', [
      `Hello ${order.customerName}, we have received your payment of ${rupees(order.totalPaise)} and your order ${order.orderRefId}.`,
      ...this.summary(order),
      `Payment reference: ${order.providerPaymentId}.`,
      `You can cancel within ${CANCEL_WINDOW_SECONDS} seconds of paying from the order page; the money then goes back in full.`,
    ], footer);
    return this.message(order, `Payment received for order ${order.orderRefId}`, body);
  }

  private refundStarted(order: Order, footer: string[]): MailMessage {
    const body = kitchenEmail('Your refund has started', [
      `Hello ${order.customerName}, order ${order.orderRefId} was cancelled, so we have asked for the ${rupees(order.totalPaise)} you paid to be returned.`,
      'Banks usually show the refund within 5–7 working days; UPI refunds are often faster.',
    ], footer);
    return this.message(order, `Refund started for order ${order.orderRefId}`, body);
  }

  private refunded(order: Order, footer: string[]): MailMessage {
    const body = kitchenEmail('Your refund is complete', [
      `Hello ${order.customerName}, the ${rupees(order.totalPaise)} you paid for order ${order.orderRefId} has been refunded to your original payment method.`,
    ], footer);
    return this.message(order, `Refund completed for order ${order.orderRefId}`, body);
  }

  private summary(order: Order): string[] {
    return [
      ...(order.items ?? []).map((item) => `${item.quantity} × ${item.menuName} — ${rupees(item.totalPaise)}`),
      `Subtotal ${rupees(order.subtotalPaise)}${order.promotionCode ? `, discount (${order.promotionCode}) −${rupees(order.discountPaise)}` : ''}, ${order.taxLabel}${order.pricesIncludeTax ? ' (included)' : ''} ${rupees(order.taxPaise)}, total ${rupees(order.totalPaise)} (${order.paymentMethod === 'COD' ? 'cash on pickup' : 'paid online'}).`,
      `Pickup: ${this.pickupWindows(order)}.`,
    ];
  }

  private ready(order: Order, footer: string[]): MailMessage {
    const body = kitchenEmail('Your order is ready for pickup!', [
      `Hello ${order.customerName}, your order ${order.orderRefId} is ready.`,
      `Pickup: ${this.pickupWindows(order)}.`,
      `Amount ${order.paymentMethod === 'COD' ? 'due at pickup' : 'paid'}: ${rupees(order.totalPaise)}.`,
    ], footer);
    return this.message(order, `Order ${order.orderRefId} is ready for pickup`, body);
  }

  /** Distinct pickup slots (or windows) of the order's lines in kitchen time, e.g. "23 Nov 2026, 12:30 pm – 2:30 pm". */
  pickupWindows(order: Order): string {
    const windows = new Set(
      (order.items ?? [])
        .filter((item) => item.schedule)
        .map((item) => this.window(item.slotFrom ?? item.schedule!.pickupFrom, item.slotTo ?? item.schedule!.pickupTo)),
    );
    return [...windows].join('; ');
  }

  private window(from: Date, to: Date): string {
    return `${this.dayFormat.format(from)}, ${this.timeFormat.format(from)} – ${this.timeFormat.format(to)}`;
  }

  private message(order: Order, subject: string, body: { text: string; html: string }): MailMessage {
    return { to: order.customerEmail, subject, ...body };
  }
}
