import { Module } from '@nestjs/common';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { OrdersModule } from '../orders/orders.module';
import { AdminInvoicesController } from './admin-invoices.controller';
import { InvoicesController } from './invoices.controller';
import { InvoicesService } from './invoices.service';

/** Tax invoices: the PDF and print view of an order, and the kitchen's downloads of many. */
@Module({
  imports: [OrdersModule, KitchenSettingsModule],
  controllers: [InvoicesController, AdminInvoicesController],
  providers: [InvoicesService],
})
export class InvoicesModule {}
