import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import type { TiffinSubscription } from '../tiffin/subscriptions/tiffin-subscription.entity';
import { TiffinSubscriptionsService } from '../tiffin/subscriptions/tiffin-subscriptions.service';
import type { Invoice } from './invoice';
import { renderInvoiceHtml } from './invoice-html';
import { InvoicePdfs } from './invoice-pdfs';
import { type InvoiceFile, invoiceFileStem } from './invoices.service';
import { buildTiffinInvoice } from './tiffin-invoice';
import { TiffinInvoices } from './tiffin-invoices.service';

/** The tax invoice of a tiffin period's payment as PDF and print view, for its customer and for the kitchen. */
@Injectable()
export class TiffinInvoiceFiles {
  constructor(
    private readonly subscriptions: TiffinSubscriptionsService,
    private readonly invoices: TiffinInvoices,
    private readonly kitchen: KitchenSettingsService,
    private readonly config: AppConfig,
    private readonly pdfs: InvoicePdfs,
    private readonly limiter: RateLimiter,
  ) {}

  /** Counted before the subscription is looked up, as orders' downloads are, so guessing ids uses up the allowance. */
  async customerPdf(userId: number, subscriptionId: number): Promise<InvoiceFile<Buffer>> {
    await this.limiter.consume(RATE_LIMITS.invoiceDownloadsPerCustomer, String(userId));
    return this.pdfOf(await this.subscriptions.findMineOrThrow(userId, subscriptionId));
  }

  async customerHtml(userId: number, subscriptionId: number): Promise<InvoiceFile<string>> {
    const invoice = await this.invoiceOf(await this.subscriptions.findMineOrThrow(userId, subscriptionId));
    return { filename: `${invoiceFileStem(invoice)}.html`, body: renderInvoiceHtml(invoice) };
  }

  async adminPdf(subscriptionId: number): Promise<InvoiceFile<Buffer>> {
    return this.pdfOf(await this.subscriptions.findOrThrow(subscriptionId));
  }

  private async invoiceOf(subscription: TiffinSubscription): Promise<Invoice> {
    const row = await this.invoices.issue(subscription);
    return buildTiffinInvoice(row, await this.kitchen.read(), this.config.kitchenTimeZone);
  }

  private async pdfOf(subscription: TiffinSubscription): Promise<InvoiceFile<Buffer>> {
    const invoice = await this.invoiceOf(subscription);
    return { filename: `${invoiceFileStem(invoice)}.pdf`, body: await this.pdfs.one(invoice) };
  }
}
