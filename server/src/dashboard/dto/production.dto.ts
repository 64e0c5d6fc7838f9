import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { MEAL_TIMES, type TiffinMealTime } from '../../tiffin/tiffin-rules';
import { ORDER_STATUSES, OrderStatus, PAYMENT_METHODS, PaymentMethod } from '../../orders/order.entity';

export class ProductionQuery {
  @ApiPropertyOptional({
    example: '2026-11-24',
    description:
      'Cook date (YYYY-MM-DD, kitchen time zone); when left out, the next cook date from today on that has orders to cook, else today',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'cookDate must be a date as YYYY-MM-DD' })
  cookDate?: string;
}

export class ProductionWindowDto {
  @ApiProperty({ example: '2026-11-24T07:00:00.000Z' }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-24T09:00:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: 6 }) quantity: number;
}

export class ProductionDishDto {
  @ApiProperty({ example: 3 }) menuId: number;
  @ApiProperty({ example: 'Dal Makhani' }) menuName: string;
  @ApiProperty({ example: 6, description: 'Portions to cook: the sum over its pickup windows' }) totalQuantity: number;
  @ApiProperty({ type: [ProductionWindowDto] }) windows: ProductionWindowDto[];
}

export class ProductionItemDto {
  @ApiProperty({ example: 'Dal Makhani' }) name: string;
  @ApiProperty({ example: 2 }) quantity: number;
}

export class ProductionPickupDto {
  @ApiProperty({ example: '3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21' }) orderId: string;
  @ApiProperty({ example: 'HK7Q2M9X4B1Z' }) orderRefId: string;
  @ApiProperty({ example: 'Asha Rao' }) customerName: string;
  @ApiProperty({ example: '919876543210', nullable: true, type: String }) customerPhone: string | null;
  @ApiProperty({ type: [ProductionItemDto] }) items: ProductionItemDto[];
  @ApiProperty({ enum: PAYMENT_METHODS, example: 'COD' }) paymentMethod: PaymentMethod;
  @ApiProperty({
    example: 537.84,
    description: "Rupees to collect at pickup for cash orders (this date's lines plus 8% tax); 0 for ONLINE",
  })
  amountDue: number;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'PENDING' }) status: OrderStatus;
  @ApiProperty({ example: '2026-11-24T07:00:00.000Z', description: 'Earliest pickup window start of its lines' }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-24T09:00:00.000Z' }) pickupTo: string;
}

export class ProductionPlanMealsDto {
  @ApiProperty({ example: 2 }) planId: number;
  @ApiProperty({ example: 'Weekday lunch' }) planName: string;
  @ApiProperty({ enum: MEAL_TIMES }) meal: TiffinMealTime;
  @ApiProperty({ example: 3 }) menuId: number;
  @ApiProperty({ example: 'Dal Makhani' }) menuName: string;
  @ApiProperty({ example: '2026-11-24T07:00:00.000Z', description: "The plan's pickup window on the date" }) pickupFrom: string;
  @ApiProperty({ example: '2026-11-24T08:30:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: 18, description: 'Plan meals holding a portion (skipped, paused and cancelled ones left out)' })
  quantity: number;
}

export class ProductionSheetDto {
  @ApiProperty({ example: '2026-11-24' }) cookDate: string;
  @ApiProperty({ type: [ProductionDishDto] }) dishes: ProductionDishDto[];
  @ApiProperty({ type: [ProductionPickupDto], description: 'Orders to hand over, by pickup time; cancelled orders left out' })
  pickups: ProductionPickupDto[];
  @ApiProperty({
    type: [ProductionPlanMealsDto],
    description: "Tiffin plan meals to cook and hand over beside the orders, per plan and pickup window; they are not in 'dishes'",
  })
  planMeals: ProductionPlanMealsDto[];
}
