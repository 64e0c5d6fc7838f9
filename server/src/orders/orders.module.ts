import { Module } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { HoldsModule } from '../holds/holds.module';
import { PickupSlotsModule } from '../pickup-slots/pickup-slots.module';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { OrderHistory } from '../common/order-history';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { RedisConnections } from '../redis/redis-connections';
import { SchedulesModule } from '../schedules/schedules.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyPurgeJob } from './idempotency-purge.job';
import { IdempotencyService } from './idempotency.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { OrderEvent } from './order-event.entity';
import { OrderHistoryService } from './order-history.service';
import { InProcessOrderEventBus, OrderEventBus } from './order-event-bus';
import { OrderItem } from './order-item.entity';
import { OrderMailOutbox } from './order-mail-outbox';
import { OrderMailService } from './order-mail.service';
import { OutboxMail } from './outbox-mail.entity';
import { OutboxWorker } from './outbox-worker';
import { OrderPlacementService } from './order-placement.service';
import { OrderPayments } from './order-payments.service';
import { CustomerLimits } from './customer-limits';
import { OrderPickups } from './order-pickups';
import { CustomerPortions } from './customer-portions.entity';
import { OrderRefunds } from './order-refunds.service';
import { PaymentGatewayModule } from '../payment-gateway/payment-gateway.module';
import { OrderStreamsService } from './order-streams.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { PushModule } from '../push/push.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { OrdersService } from './orders.service';
import { RedisOrderEventRelay } from './redis-order-event-relay';
import { CustomerOrderStatsService } from './reports/customer-order-stats.service';
import { DashboardCountsService } from './reports/dashboard-counts.service';
import { OrderLineOwnershipService } from './reports/order-line-ownership.service';
import { ProductionSheetService } from './reports/production-sheet.service';
import { ReminderAudienceService } from './reports/reminder-audience.service';
import { OrderLines } from './order-lines';
import { InvoiceCounter } from './invoice-counter.entity';
import { InvoiceNumbers } from './invoice-numbers';
import { OrderInvoices } from './order-invoices.service';
import { DishesModule } from '../dishes/dishes.module';
import { UsersModule } from '../users/users.module';
import { WaitlistModule } from '../waitlist/waitlist.module';

/** The read-only questions other modules ask about orders, one service per asker. */
const REPORTS = [CustomerOrderStatsService, DashboardCountsService, ProductionSheetService, OrderLineOwnershipService, ReminderAudienceService];

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, IdempotencyKey, CustomerPortions, OutboxMail, InvoiceCounter]), CartModule, SchedulesModule, DishesModule, UsersModule, HoldsModule, PickupSlotsModule, KitchenSettingsModule, WriteTransactionsModule, JobsModule, PaymentGatewayModule, WaitlistModule, PushModule, PromotionsModule],
  controllers: [OrdersController, AdminOrdersController, NotificationsController],
  providers: [
    { provide: OrderEventBus, useClass: InProcessOrderEventBus },
    { provide: OrderHistory, useClass: OrderHistoryService },
    OrderLines,
    {
      // Only with Redis (REDIS_URL): joins this instance's order events to every other instance's.
      provide: RedisOrderEventRelay,
      inject: [{ token: RedisConnections, optional: true }, ModuleRef],
      useFactory: (redis: RedisConnections | undefined, moduleRef: ModuleRef) => (redis ? new RedisOrderEventRelay(redis, moduleRef) : null),
    },
    OrdersService,
    OrderPlacementService,
    OrderPayments,
    OrderRefunds,
    CustomerLimits,
    OrderPickups,
    InvoiceNumbers,
    OrderInvoices,
    IdempotencyService,
    IdempotencyPurgeJob,
    AdminOrdersService,
    NotificationsService,
    OrderMailService,
    OrderMailOutbox,
    OutboxWorker,
    OrderStreamsService,
    ...REPORTS,
  ],
  exports: [OrderEventBus, OrdersService, OrderInvoices, OrderPayments, OrderRefunds, ...REPORTS],
})
export class OrdersModule {}
