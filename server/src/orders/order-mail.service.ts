import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { kitchenEmail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import { Order } from './order.entity';

function rupees(paise: number): string {
  return `₹${(paise / 100).toFixed(2)}`;
}

/** E-mails the customer when an order is placed and when it is ready; a failed e-mail never fails the order. */
@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMail');

  private readonly dayFormat: Intl.DateTimeFormat;
  private readonly timeFormat: Intl.DateTimeFormat;

  constructor(
    private readonly mail: MailService,
    config: AppConfig,
  ) {
    // Built once: a DateTimeFormat costs more to create than the whole rest of an e-mail.
    const timeZone = config.kitchenTimeZone;
    this.dayFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone });
    this.timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone });
  }

  /** `order` with items and their schedules loaded. */
  async sendPlaced(order: Order): Promise<void> {
    const lines = (order.items ?? []).map(
      (item) => `${item.quantity} × ${item.menuName} — ${rupees(item.totalPaise)}`,
    );
    const body = kitchenEmail('Thank you for your order!', [
      `Hello ${order.customerName}, we have received your order ${order.orderRefId}.`,
      ...lines,
      `Subtotal ${rupees(order.subtotalPaise)}, taxes & fees ${rupees(order.taxPaise)}, total ${rupees(order.totalPaise)} (${order.paymentMethod === 'COD' ? 'cash on pickup' : 'paid online'}).`,
      `Pickup: ${this.pickupWindows(order)}.`,
      'You can cancel within 120 seconds of placing the order from the order page.',
    ]);
    await this.deliver(order, `Order ${order.orderRefId} received`, body);
  }

  async sendReady(order: Order): Promise<void> {
    const body = kitchenEmail('Your order is ready for pickup!', [
      `Hello ${order.customerName}, your order ${order.orderRefId} is ready.`,
      `Pickup: ${this.pickupWindows(order)}.`,
      `Amount ${order.paymentMethod === 'COD' ? 'due at pickup' : 'paid'}: ${rupees(order.totalPaise)}.`,
    ]);
    await this.deliver(order, `Order ${order.orderRefId} is ready for pickup`, body);
  }

  /** Distinct pickup windows of the order's lines in kitchen time, e.g. "23 Nov 2026, 12:30 pm – 2:30 pm". */
  pickupWindows(order: Order): string {
    const windows = new Set(
      (order.items ?? []).filter((item) => item.schedule).map((item) => this.window(item.schedule!.pickupFrom, item.schedule!.pickupTo)),
    );
    return [...windows].join('; ');
  }

  private window(from: Date, to: Date): string {
    return `${this.dayFormat.format(from)}, ${this.timeFormat.format(from)} – ${this.timeFormat.format(to)}`;
  }

  private async deliver(order: Order, subject: string, body: { text: string; html: string }): Promise<void> {
    try {
      await this.mail.send({ to: order.customerEmail, subject, ...body });
    } catch (error) {
      this.logger.error(`Could not e-mail ${order.customerEmail} about order ${order.orderRefId}: ${(error as Error).message}`);
    }
  }
}
