import { Module } from '@nestjs/common';
import { CartModule } from '../../cart/cart.module';
import { CustomerLimitsModule } from '../../customer-limits/customer-limits.module';
import { WriteTransactionsModule } from '../../database/write-transactions.module';
import { HoldsModule } from '../../holds/holds.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { InvoiceNumbersModule } from '../../invoice-numbers/invoice-numbers.module';
import { KitchenSettingsModule } from '../../kitchen-settings/kitchen-settings.module';
import { PaymentGatewayModule } from '../../payment-gateway/payment-gateway.module';
import { PromotionsModule } from '../../promotions/promotions.module';
import { SchedulesModule } from '../../schedules/schedules.module';
import { WaitlistModule } from '../../waitlist/waitlist.module';
import { OrderLiveModule } from '../live/order-live.module';
import { OrderMessagesModule } from '../messages/order-messages.module';
import { OrderRecordsModule } from '../order-records.module';
import { OrderChecks } from './order-checks';
import { OrderPlacementController } from './order-placement.controller';
import { OrderPlacementService } from './order-placement.service';
import { PlacedOrderRows } from './placed-order-rows';
import { PortionCounts } from './portion-counts';

/** Placing an order: checked, counted against stock, limits, slots and codes, written, numbered — in one transaction. */
@Module({
  imports: [
    OrderRecordsModule,
    OrderMessagesModule,
    OrderLiveModule,
    CartModule,
    SchedulesModule,
    CustomerLimitsModule,
    HoldsModule,
    PromotionsModule,
    WaitlistModule,
    KitchenSettingsModule,
    InvoiceNumbersModule,
    IdempotencyModule,
    PaymentGatewayModule,
    WriteTransactionsModule,
  ],
  controllers: [OrderPlacementController],
  providers: [OrderPlacementService, OrderChecks, PortionCounts, PlacedOrderRows],
})
export class OrderPlacementModule {}
