import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { InvoiceNumbersModule } from '../invoice-numbers/invoice-numbers.module';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { TiffinPaidPeriods } from '../tiffin/billing/tiffin-paid-periods.port';
import { TiffinModule } from '../tiffin/tiffin.module';
import { UsersModule } from '../users/users.module';
import { TiffinInvoice } from './tiffin-invoice.entity';
import { TiffinInvoices } from './tiffin-invoices.service';

/**
 * Fills the tiffin module's TiffinPaidPeriods port with the invoices that payments issue. Global, because the tiffin
 * module sits below this one and cannot import it (as orders/reports/order-history-ports.module.ts does for orders).
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([TiffinInvoice]),
    WriteTransactionsModule,
    InvoiceNumbersModule,
    KitchenSettingsModule,
    TiffinModule,
    UsersModule,
  ],
  providers: [TiffinInvoices, { provide: TiffinPaidPeriods, useExisting: TiffinInvoices }],
  exports: [TiffinInvoices, TiffinPaidPeriods],
})
export class TiffinInvoicePortsModule {}
