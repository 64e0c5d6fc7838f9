import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Order } from './order.entity';
import { OrderItem } from './order-item.entity';
import { OrderEvent } from './order-event.entity';
import { IdempotencyKey } from './idempotency-key.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, IdempotencyKey])],
})
export class OrdersModule {}
