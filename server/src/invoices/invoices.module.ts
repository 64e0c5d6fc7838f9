import { Module } from '@nestjs/common';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { OrdersModule } from '../orders/orders.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { TiffinModule } from '../tiffin/tiffin.module';
import { AdminInvoicesController } from './admin-invoices.controller';
import { InvoicePdfCache } from './invoice-pdf-cache';
import { InvoicePdfs } from './invoice-pdfs';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';
import { TiffinInvoiceFiles } from './tiffin-invoice-files.service';
import { TiffinInvoicePortsModule } from './tiffin-invoice-ports.module';
import { AdminTiffinInvoicesController, TiffinInvoicesController } from './tiffin-invoices.controller';
import { PDF_POOL_SIZE, PdfRenderPool } from './pdf-render-pool';

/** Tax invoices: the PDF and print view of an order or a tiffin period's payment, and the kitchen's downloads of many. */
@Module({
  imports: [OrdersModule, KitchenSettingsModule, RateLimitModule, TiffinModule, TiffinInvoicePortsModule],
  controllers: [InvoicesController, AdminInvoicesController, TiffinInvoicesController, AdminTiffinInvoicesController],
  providers: [
    InvoicesService,
    TiffinInvoiceFiles,
    InvoicePdfs,
    InvoicePdfCache,
    { provide: PdfRenderPool, useFactory: () => new PdfRenderPool(PDF_POOL_SIZE) },
  ],
})
export class InvoicesModule {}
