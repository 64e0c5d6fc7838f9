import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators';
import { PlainResponse } from '../common/response-decorators';
import { DashboardService } from './dashboard.service';
import { DashboardDto } from './dto/dashboard.dto';

@ApiTags('admin dashboard')
@Controller('admin/dashboard')
@AdminOnly('reports')
@PlainResponse()
export class AdminDashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({ summary: 'The six dashboard figures and the 10 newest orders, computed in the database' })
  @ApiOkResponse({
    type: DashboardDto,
    example: {
      totalOrders: 128,
      revenue: 45210.5,
      popularItem: 'Dal Makhani',
      ordersToday: 9,
      inProgress: 3,
      completed: 97,
      recentOrders: [
        {
          id: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21',
          orderRefId: 'HK7Q2M9X4B1Z',
          customer: 'asha@example.com',
          customerName: 'Asha Rao',
          date: '2026-11-20T09:15:00.000Z',
          status: 'PREPARING',
          total: 537.84,
        },
      ],
    },
  })
  figures(): Promise<DashboardDto> {
    return this.dashboard.figures();
  }
}
