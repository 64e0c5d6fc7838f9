import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { JobsModule } from '../jobs/jobs.module';
import { ScheduleStockModule } from '../schedules/schedule-stock.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyPurgeJob } from './idempotency-purge.job';
import { IdempotencyService } from './idempotency.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { OrderEvent } from './order-event.entity';
import { InProcessOrderEventBus, OrderEventBus } from './order-event-bus';
import { OrderItem } from './order-item.entity';
import { OrderMailService } from './order-mail.service';
import { OrderPlacementService } from './order-placement.service';
import { OrderStreamsService } from './order-streams.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { WriteTransactionsModule } from '../database/write-transactions.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, IdempotencyKey]),
    CartModule,
    ScheduleStockModule,
    WriteTransactionsModule,
    JobsModule,
  ],
  controllers: [OrdersController, AdminOrdersController, NotificationsController],
  providers: [
    { provide: OrderEventBus, useClass: InProcessOrderEventBus },
    OrdersService,
    OrderPlacementService,
    IdempotencyService,
    IdempotencyPurgeJob,
    AdminOrdersService,
    NotificationsService,
    OrderMailService,
    OrderStreamsService,
  ],
  exports: [OrderEventBus],
})
export class OrdersModule {}
