import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerLimitsModule } from '../../customer-limits/customer-limits.module';
import { WriteTransactionsModule } from '../../database/write-transactions.module';
import { PaymentGatewayModule } from '../../payment-gateway/payment-gateway.module';
import { PromotionsModule } from '../../promotions/promotions.module';
import { PushModule } from '../../push/push.module';
import { SchedulesModule } from '../../schedules/schedules.module';
import { UsersModule } from '../../users/users.module';
import { OrderLiveModule } from '../live/order-live.module';
import { OrderMessagesModule } from '../messages/order-messages.module';
import { OrderRecordsModule } from '../order-records.module';
import { CustomerCancellation } from './customer-cancellation';
import { KitchenStatusChanges } from './kitchen-status-changes';
import { OrderCancelController } from './order-cancel.controller';
import { OrderPayments } from './order-payments.service';
import { OrderRefunds } from './order-refunds.service';
import { OrderRelease } from './order-release';
import { PaymentRefund } from './payment-refund.entity';
import { RefundLedger } from './refund-ledger';
import { RefundWorker } from './refund-worker';

/** An order after it is placed: paid, moved on by the kitchen, cancelled, and its money refunded exactly once. */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentRefund]),
    OrderRecordsModule,
    OrderMessagesModule,
    OrderLiveModule,
    SchedulesModule,
    CustomerLimitsModule,
    PromotionsModule,
    PushModule,
    UsersModule,
    PaymentGatewayModule,
    WriteTransactionsModule,
  ],
  controllers: [OrderCancelController],
  providers: [OrderRelease, CustomerCancellation, KitchenStatusChanges, OrderPayments, OrderRefunds, RefundLedger, RefundWorker],
  exports: [KitchenStatusChanges, OrderPayments, OrderRefunds],
})
export class OrderLifecycleModule {}
