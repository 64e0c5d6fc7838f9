import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { OrderQueriesService } from './order-queries.service';

/** Read-only aggregate queries over orders, shared by reviews, customers, the dashboard and the production sheet. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem])],
  providers: [OrderQueriesService],
  exports: [OrderQueriesService],
})
export class OrderQueriesModule {}
