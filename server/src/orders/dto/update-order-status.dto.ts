import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { acceptReadOnly } from '../../common/validation';
import { ORDER_STATUSES, OrderStatus } from '../order.entity';

/** The admin's change to an order: its status. */
export class UpdateOrderStatusDto {
  @ApiProperty({ enum: ORDER_STATUSES, example: 'PREPARING' })
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status: OrderStatus;
}

// react-admin's edit form sends the whole order back; only the status is the admin's to change.
acceptReadOnly(UpdateOrderStatusDto, [
  'id',
  'orderRefId',
  'customerId',
  'customer',
  'customerName',
  'customerPhone',
  'date',
  'createdAt',
  'updatedAt',
  'subtotal',
  'discount',
  'promotionCode',
  'tax',
  'taxLabel',
  'taxRate',
  'pricesIncludeTax',
  'total',
  'paymentMethod',
  'paymentStatus',
  'paymentId',
  'refundId',
  'cancelReason',
  'pickupAt',
  'specialInstructions',
  'items',
]);
