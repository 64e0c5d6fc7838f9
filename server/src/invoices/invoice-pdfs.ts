import { Injectable } from '@nestjs/common';
import type { Invoice } from './invoice';
import { InvoicePdfCache } from './invoice-pdf-cache';
import { PdfRenderPool } from './pdf-render-pool';

/** Invoice PDFs, never rendered on the event loop: from the cache when this exact invoice was rendered before. */
@Injectable()
export class InvoicePdfs {
  /** Renders under way by cache file, so customers asking for the same invoice at once wait for one render. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly pool: PdfRenderPool,
    private readonly cache: InvoicePdfCache,
  ) {}

  async one(invoice: Invoice): Promise<Buffer> {
    const file = this.cache.fileOf(invoice);
    const cached = await this.cache.read(file);
    if (cached) return cached;
    let render = this.rendering.get(file);
    if (!render) {
      render = this.renderAndKeep(invoice, file).finally(() => this.rendering.delete(file));
      this.rendering.set(file, render);
    }
    return render;
  }

  /** Many invoices in one PDF (the kitchen's download of a range of days): not kept, since any day's orders change. */
  many(invoices: Invoice[], title: string): Promise<Buffer> {
    return this.pool.render(invoices, title);
  }

  private async renderAndKeep(invoice: Invoice, file: string): Promise<Buffer> {
    const pdf = await this.pool.render([invoice], `Tax Invoice ${invoice.number}`);
    await this.cache.write(file, pdf);
    return pdf;
  }
}
