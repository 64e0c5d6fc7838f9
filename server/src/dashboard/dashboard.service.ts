import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { localDate, localDayBounds } from '../common/kitchen-time';
import { paiseToRupees } from '../common/money';
import { AppConfig } from '../config/app-config';
import type { Order } from '../orders/order.entity';
import { DashboardCountsService } from '../orders/reports/dashboard-counts.service';
import { DashboardDto, RecentOrderDto } from './dto/dashboard.dto';

export const RECENT_ORDER_COUNT = 10;

function mapRecentOrder(order: Order): RecentOrderDto {
  return {
    id: order.id,
    orderRefId: order.orderRefId,
    customer: order.customerEmail,
    customerName: order.customerName,
    date: order.createdAt.toISOString(),
    status: order.status,
    total: paiseToRupees(order.totalPaise),
  };
}

@Injectable()
export class DashboardService {
  constructor(
    private readonly counts: DashboardCountsService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  async figures(): Promise<DashboardDto> {
    const zone = this.config.kitchenTimeZone;
    const today = localDayBounds(localDate(this.clock.now(), zone), zone);
    const counts = await this.counts.dashboardCounts(today);
    const popularItem = await this.counts.popularDishName();
    const recent = await this.counts.newestOrders(RECENT_ORDER_COUNT);
    return {
      totalOrders: counts.totalOrders,
      revenue: paiseToRupees(counts.revenuePaise),
      popularItem,
      ordersToday: counts.ordersToday,
      inProgress: counts.inProgress,
      completed: counts.completed,
      recentOrders: recent.map(mapRecentOrder),
    };
  }
}
