import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DishOrders } from '../../dishes/dish-orders.port';
import { CustomerOrders } from '../../promotions/customer-orders.port';
import { ScheduleOrders } from '../../schedules/schedule-orders.port';
import { OrderHistoryService } from './order-history.service';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';

/**
 * The orders module's answers to the ports lower modules own. Global, because a lower module cannot import the
 * orders module (it sits above them): their services inject the port by its class, and this module is what fills it.
 * The imports run downward, so the layer check sees them; nothing is looked up at run time.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem])],
  providers: [
    OrderHistoryService,
    { provide: DishOrders, useExisting: OrderHistoryService },
    { provide: ScheduleOrders, useExisting: OrderHistoryService },
    { provide: CustomerOrders, useExisting: OrderHistoryService },
  ],
  exports: [DishOrders, ScheduleOrders, CustomerOrders],
})
export class OrderHistoryPortsModule {}
