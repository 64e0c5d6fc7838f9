import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WriteTransactionsModule } from '../database/write-transactions.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { CartItem } from './cart-item.entity';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { KitchenSettingsModule } from '../kitchen-settings/kitchen-settings.module';

@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), SchedulesModule, WriteTransactionsModule, KitchenSettingsModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
