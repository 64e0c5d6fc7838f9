import { Injectable } from '@nestjs/common';
import { addDays, localDayBounds } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import { OrderInvoices } from '../orders/reports/order-invoices.service';
import type { Order } from '../orders/order.entity';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { buildInvoice, Invoice } from './invoice';
import { invoiceError } from './invoice.exception';
import { renderInvoiceHtml } from './invoice-html';
import { InvoicePdfs } from './invoice-pdfs';
import { MAX_INVOICES_PER_DOWNLOAD, MAX_INVOICE_RANGE_DAYS } from './invoice-rules';

/** A file to send: its name and bytes (or text). */
export interface InvoiceFile<T> {
  filename: string;
  body: T;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: addDays normalises through the calendar, so 2026-02-30 comes back different. */
const isCalendarDay = (value: string) => DATE.test(value) && addDays(value, 0) === value;
/** An invoice's file name without its extension: invoice-HK-2026-27-000123. */
export const invoiceFileStem = (invoice: Invoice) => `invoice-${invoice.number.replace(/\//g, '-')}`;

/** Tax invoices of orders, as PDF and as a print view, for their customer and for the kitchen. */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly orders: OrderInvoices,
    private readonly kitchen: KitchenSettingsService,
    private readonly config: AppConfig,
    private readonly pdfs: InvoicePdfs,
    private readonly limiter: RateLimiter,
  ) {}

  /** Counted before the order is looked up, so guessing other references uses up the same allowance. */
  async customerPdf(userId: number, idOrRef: string): Promise<InvoiceFile<Buffer>> {
    await this.limiter.consume(RATE_LIMITS.invoiceDownloadsPerCustomer, String(userId));
    return this.pdfOf(await this.orders.mine(userId, idOrRef));
  }

  async customerHtml(userId: number, idOrRef: string): Promise<InvoiceFile<string>> {
    const invoice = await this.invoiceOf(await this.orders.mine(userId, idOrRef));
    return { filename: `${invoiceFileStem(invoice)}.html`, body: renderInvoiceHtml(invoice) };
  }

  async adminPdf(orderId: string): Promise<InvoiceFile<Buffer>> {
    return this.pdfOf(await this.orders.one(orderId));
  }

  /** Every order placed from `from` to `to` (kitchen days, inclusive), one invoice per page, oldest first. */
  async rangePdf(from: string, to: string): Promise<InvoiceFile<Buffer>> {
    if (!isCalendarDay(from) || !isCalendarDay(to) || from > to) throw invoiceError('INVOICE_RANGE_INVALID');
    if (addDays(from, MAX_INVOICE_RANGE_DAYS - 1) < to) throw invoiceError('INVOICE_RANGE_TOO_LONG');
    const zone = this.config.kitchenTimeZone;
    const start = localDayBounds(from, zone).start;
    const end = localDayBounds(to, zone).end;
    const count = await this.orders.countPlacedBetween(start, end);
    if (count === 0) throw invoiceError('INVOICE_RANGE_EMPTY');
    if (count > MAX_INVOICES_PER_DOWNLOAD) throw invoiceError('INVOICE_RANGE_TOO_MANY', count);
    const settings = await this.kitchen.read();
    const invoices = (await this.orders.placedBetween(start, end)).map((order) => buildInvoice(order, settings, zone));
    return { filename: `invoices-${from}-to-${to}.pdf`, body: await this.pdfs.many(invoices, `Tax invoices ${from} to ${to}`) };
  }

  private async invoiceOf(order: Order): Promise<Invoice> {
    // Nothing has been sold yet: the order may still lapse unpaid (its number is kept, and printed once it is paid).
    if (order.status === 'AWAITING_PAYMENT') throw invoiceError('INVOICE_NOT_ISSUED');
    return buildInvoice(order, await this.kitchen.read(), this.config.kitchenTimeZone);
  }

  private async pdfOf(order: Order): Promise<InvoiceFile<Buffer>> {
    const invoice = await this.invoiceOf(order);
    return { filename: `${invoiceFileStem(invoice)}.pdf`, body: await this.pdfs.one(invoice) };
  }
}
