import { Module } from '@nestjs/common';
import { WriteTransactionsModule } from '../../database/write-transactions.module';
import { DishesModule } from '../../dishes/dishes.module';
import { InvoiceNumbersModule } from '../../invoice-numbers/invoice-numbers.module';
import { SchedulesModule } from '../../schedules/schedules.module';
import { UsersModule } from '../../users/users.module';
import { OrderRecordsModule } from '../order-records.module';
import { CustomerOrderStatsService } from './customer-order-stats.service';
import { DashboardCountsService } from './dashboard-counts.service';
import { OrderInvoices } from './order-invoices.service';
import { OrderLineOwnershipService } from './order-line-ownership.service';
import { ProductionSheetService } from './production-sheet.service';
import { ReminderAudienceService } from './reminder-audience.service';

/** The read-only questions other modules ask about orders, one service per asker (invoices included). */
const REPORTS = [
  CustomerOrderStatsService,
  DashboardCountsService,
  ProductionSheetService,
  OrderLineOwnershipService,
  ReminderAudienceService,
  OrderInvoices,
];

@Module({
  imports: [OrderRecordsModule, SchedulesModule, DishesModule, UsersModule, InvoiceNumbersModule, WriteTransactionsModule],
  providers: REPORTS,
  exports: REPORTS,
})
export class OrderReportsModule {}
