import { Module } from '@nestjs/common';
import { OrderLifecycleModule } from '../lifecycle/order-lifecycle.module';
import { OrderLiveModule } from '../live/order-live.module';
import { OrderRecordsModule } from '../order-records.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';

/** The console's orders: the filtered list and its CSV, one order, status changes, and the live feed. */
@Module({
  imports: [OrderRecordsModule, OrderLifecycleModule, OrderLiveModule],
  controllers: [AdminOrdersController],
  providers: [AdminOrdersService],
})
export class OrderAdminModule {}
