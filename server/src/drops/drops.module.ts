import { Module } from '@nestjs/common';
import { PickupSlotsModule } from '../pickup-slots/pickup-slots.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { AdminDropsController } from './admin-drops.controller';
import { DropCopyService } from './drop-copy.service';

/** A cook date's drop as a whole: copying it to another day. */
@Module({
  imports: [SchedulesModule, PickupSlotsModule],
  controllers: [AdminDropsController],
  providers: [DropCopyService],
})
export class DropsModule {}
