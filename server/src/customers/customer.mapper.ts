import { ApiProperty } from '@nestjs/swagger';
import type { CustomerAggregate, CustomerStatus } from '../orders/reports/customer-order-stats.service';

/** A customer row derived from orders (react-admin resource "customers"; id is the user id). */
export class CustomerRowDto {
  @ApiProperty({ example: 7, description: 'The user id' }) id: number;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ example: 'Asha Rao', description: 'Falls back to the part of the e-mail before @' }) name: string;
  @ApiProperty({ example: '919876543210', description: "'N/A' when the customer gave none" }) phone: string;
  @ApiProperty({ example: 4 }) orderCount: number;
  @ApiProperty({ example: '2026-11-20T09:15:00.000Z' }) lastOrderDate: string;
  @ApiProperty({ enum: ['Active', 'Inactive'], description: 'Active when the last order is within 30 days' }) status: CustomerStatus;
}

export function mapCustomerRow(row: CustomerAggregate): CustomerRowDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    orderCount: row.orderCount,
    lastOrderDate: row.lastOrderDate.toISOString(),
    status: row.status,
  };
}
