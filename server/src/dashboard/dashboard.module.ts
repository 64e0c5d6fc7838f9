import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { TiffinModule } from '../tiffin/tiffin.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminProductionController } from './admin-production.controller';
import { DashboardService } from './dashboard.service';
import { ProductionService } from './production.service';

@Module({
  imports: [OrdersModule, TiffinModule],
  controllers: [AdminDashboardController, AdminProductionController],
  providers: [DashboardService, ProductionService],
})
export class DashboardModule {}
