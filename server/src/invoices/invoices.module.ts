import { Module } from '@nestjs/common';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { OrdersModule } from '../orders/orders.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { AdminInvoicesController } from './admin-invoices.controller';
import { InvoicePdfCache } from './invoice-pdf-cache';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { PDF_POOL_SIZE, PdfRenderPool } from './pdf-render-pool';

/** Tax invoices: the PDF and print view of an order, and the kitchen's downloads of many. */
@Module({
  imports: [OrdersModule, KitchenSettingsModule, RateLimitModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [
    InvoicesService,
    InvoicePdfs,
    InvoicePdfCache,
    { provide: PdfRenderPool, useFactory: () => new PdfRenderPool(PDF_POOL_SIZE) },
  ],
})
export class InvoicesModule {}
