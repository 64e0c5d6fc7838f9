import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PickupSlotsModule } from '../pickup-slots/pickup-slots.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { OrderLines } from './order-lines';
import { OrderPickups } from './order-pickups';
import { OrderReads } from './order-reads.service';
import { Order } from './order.entity';

/** The orders' own rows and what every job on them shares: reading an order, its lines' dishes, its pickups. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderEvent]), SchedulesModule, PickupSlotsModule],
  providers: [OrderReads, OrderLines, OrderPickups],
  exports: [TypeOrmModule, OrderReads, OrderLines, OrderPickups],
})
export class OrderRecordsModule {}
