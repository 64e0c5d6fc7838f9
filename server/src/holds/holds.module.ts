import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { JobsModule } from '../jobs/jobs.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { CheckoutHoldLine } from './checkout-hold-line.entity';
import { CheckoutHold } from './checkout-hold.entity';
import { CheckoutHoldSpan } from './checkout-hold-span.entity';
import { HoldSpans } from './hold-spans';
import { CustomerLimitsModule } from '../customer-limits/customer-limits.module';
import { HoldExpiryJob } from './hold-expiry.job';
import { HoldsController } from './holds.controller';
import { HoldsService } from './holds.service';
import { CheckoutPickups } from './checkout-pickups.service';
import { PickupSlotsModule } from '../pickup-slots/pickup-slots.module';

/** Checkout: portions held for customers while they check out, and their pickup choices. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CheckoutHold, CheckoutHoldLine, CheckoutHoldSpan]),
    CartModule,
    CustomerLimitsModule,
    SchedulesModule,
    PickupSlotsModule,
    WriteTransactionsModule,
    JobsModule,
  ],
  controllers: [HoldsController],
  providers: [HoldsService, HoldSpans, CheckoutPickups, HoldExpiryJob],
  exports: [HoldsService],
})
export class HoldsModule {}
