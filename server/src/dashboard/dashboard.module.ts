import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminProductionController } from './admin-production.controller';
import { DashboardService } from './dashboard.service';
import { ProductionService } from './production.service';

@Module({
  imports: [OrdersModule],
  controllers: [AdminDashboardController, AdminProductionController],
  providers: [DashboardService, ProductionService],
})
export class DashboardModule {}
