import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminKitchenSettingsController } from './admin-kitchen-settings.controller';
import { KitchenSetting } from './kitchen-setting.entity';
import { KitchenSettingsService } from './kitchen-settings.service';

/** Settings the kitchen changes from the admin console, stored in the database. */
@Module({
  imports: [TypeOrmModule.forFeature([KitchenSetting])],
  controllers: [AdminKitchenSettingsController],
  providers: [KitchenSettingsService],
  exports: [KitchenSettingsService],
})
export class KitchenSettingsModule {}
