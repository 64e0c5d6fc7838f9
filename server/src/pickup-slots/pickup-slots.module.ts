import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';
import { AdminPickupPlansController } from './admin-pickup-plans.controller';
import { PickupPlan } from './pickup-plan.entity';
import { PickupSlotCount } from './pickup-slot-count.entity';
import { PickupSlotsService } from './pickup-slots.service';

/** Pickup slots with capacity per cook date. */
@Module({
  imports: [TypeOrmModule.forFeature([PickupPlan, PickupSlotCount]), KitchenSettingsModule],
  controllers: [AdminPickupPlansController],
  providers: [PickupSlotsService],
  exports: [PickupSlotsService],
})
export class PickupSlotsModule {}
