import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, OrderStatus } from '../../orders/order.entity';

export class RecentOrderDto {
  @ApiProperty({ example: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21' }) id: string;
  @ApiProperty({ example: 'HK7Q2M9X4B1Z' }) orderRefId: string;
  @ApiProperty({ example: 'asha@example.com', description: "The customer's e-mail" }) customer: string;
  @ApiProperty({ example: 'Asha Rao' }) customerName: string;
  @ApiProperty({ example: '2026-11-20T09:15:00.000Z', description: 'When the order was placed' }) date: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'PREPARING' }) status: OrderStatus;
  @ApiProperty({ example: 537.84, description: 'Rupees' }) total: number;
}

export class DashboardDto {
  @ApiProperty({ example: 128, description: 'Every order ever placed, cancelled ones included' }) totalOrders: number;
  @ApiProperty({
    example: 45210.5,
    description: 'Money the kitchen keeps, in rupees: cash orders once picked up (DELIVERED) and online orders once paid, less refunds',
  })
  revenue: number;
  @ApiProperty({
    example: 'Dal Makhani',
    nullable: true,
    type: String,
    description: 'Dish with the highest total quantity ordered (cancelled orders left out), or null',
  })
  popularItem: string | null;
  @ApiProperty({ example: 9, description: 'Orders placed since midnight in KITCHEN_TIMEZONE' }) ordersToday: number;
  @ApiProperty({ example: 3, description: 'Orders PREPARING now' }) inProgress: number;
  @ApiProperty({ example: 97, description: 'Orders DELIVERED' }) completed: number;
  @ApiProperty({ type: [RecentOrderDto], description: 'The 10 newest orders' }) recentOrders: RecentOrderDto[];
}
