import { Module } from '@nestjs/common';
import { OrderQueriesModule } from '../orders/order-queries.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminProductionController } from './admin-production.controller';
import { DashboardService } from './dashboard.service';
import { ProductionService } from './production.service';

@Module({
  imports: [OrderQueriesModule],
  controllers: [AdminDashboardController, AdminProductionController],
  providers: [DashboardService, ProductionService],
})
export class DashboardModule {}
