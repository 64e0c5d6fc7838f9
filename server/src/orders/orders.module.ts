import { Module } from '@nestjs/common';
import { OrderAdminModule } from './admin/order-admin.module';
import { OrderLifecycleModule } from './lifecycle/order-lifecycle.module';
import { TiffinRefundsPortModule } from './lifecycle/tiffin-refunds-port.module';
import { OrderLiveModule } from './live/order-live.module';
import { OrderPlacementModule } from './placement/order-placement.module';
import { OrderRecordsModule } from './order-records.module';
import { OrdersController } from './orders.controller';
import { OrderHistoryPortsModule } from './reports/order-history-ports.module';
import { OrderReportsModule } from './reports/order-reports.module';

/**
 * Orders, one sub-module per job (server/src/README.md): records (the rows and reading them), messages (e-mails),
 * live (events and streams), placement, lifecycle (payments, cancels, status changes, refunds), admin and reports.
 * Other modules import this one and see what the sub-modules export.
 */
@Module({
  imports: [
    OrderRecordsModule,
    OrderLiveModule,
    OrderPlacementModule,
    OrderLifecycleModule,
    OrderAdminModule,
    OrderReportsModule,
    OrderHistoryPortsModule,
    TiffinRefundsPortModule,
  ],
  controllers: [OrdersController],
  exports: [OrderRecordsModule, OrderLiveModule, OrderLifecycleModule, OrderReportsModule],
})
export class OrdersModule {}
