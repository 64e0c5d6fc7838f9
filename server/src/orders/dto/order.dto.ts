import type { CancelReason } from '../order.entity';
import { ApiExtraModels, ApiProperty } from '@nestjs/swagger';
import { ApiNullableProperty } from '../../common/api-envelope';
import { CANCEL_WINDOW_SECONDS } from '../order-rules';
import { ORDER_STATUSES, OrderStatus, PAYMENT_METHODS, PAYMENT_STATUSES, PaymentMethod, PaymentStatus } from '../order.entity';

export class OrderPaymentDto {
  @ApiProperty({ enum: ['razorpay', 'test'], description: "'test': the test-mode provider, no money moves" }) provider: 'razorpay' | 'test';
  @ApiProperty({ example: 'rzp_live_1DP5mmOlF5G5ag', description: 'The key id to open Razorpay Checkout with' }) keyId: string;
  @ApiProperty({ example: 'order_NgNQ1sVwJ5oCqD', description: "The provider's order id (Checkout's order_id)" }) providerOrderId: string;
  @ApiProperty({ example: 53784, description: 'In paise' }) amount: number;
  @ApiProperty({ enum: ['INR'] }) currency: 'INR';
  @ApiProperty({ example: '2026-11-22T10:25:00.000Z', description: 'Unpaid by then, the order is cancelled and its portions released' })
  expiresAt: string;
}

export class OrderItemDto {
  @ApiProperty({ example: 57 }) id: number;
  @ApiProperty({ example: 12 }) menuScheduleId: number;
  @ApiProperty({ example: 4 }) menuId: number;
  @ApiProperty({ example: 'Paneer Butter Masala', description: 'Name when the order was placed' }) menuName: string;
  @ApiProperty({
    example: 'पनीर बटर मसाला',
    nullable: true,
    type: String,
    description: "The dish's Hindi name (as it is now); null: show menuName",
  })
  menuNameHi: string | null;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 249, description: 'Unit price in rupees when the order was placed' }) unitPrice: number;
  @ApiProperty({ example: 498 }) totalPrice: number;
  @ApiProperty({ example: '2026-11-23' }) cookDate: string;
  @ApiProperty({ example: '2026-11-23T07:00:00.000Z', description: 'The chosen pickup slot, else the whole pickup window' })
  pickupFrom: string;
  @ApiProperty({ example: '2026-11-23T09:00:00.000Z' }) pickupTo: string;
  @ApiProperty({ example: false, description: 'pickupFrom–pickupTo is a chosen slot (else the whole window)' }) pickupSlot: boolean;
}

@ApiExtraModels(OrderPaymentDto)
export class OrderDto {
  @ApiProperty({ example: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f', description: 'Trace id' }) id: string;
  @ApiProperty({ example: 'K7M2Q9XR4TZA' }) orderRefId: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ example: '2026-11-22T10:15:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2026-11-22T10:15:00.000Z' }) updatedAt: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty({ enum: [...PAYMENT_STATUSES, null], nullable: true, description: 'Online orders only; null for cash on delivery' })
  paymentStatus: PaymentStatus | null;
  @ApiNullableProperty(OrderPaymentDto, 'What checkout needs to take the payment; null when paying at pickup')
  payment: OrderPaymentDto | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why a cancelled order was cancelled, in words' }) cancelReason:
    string | null;
  @ApiProperty({
    example: null,
    nullable: true,
    type: String,
    description: "Who or what cancelled it (CUSTOMER, KITCHEN or PAYMENT_TIMEOUT), for clients that word it in the customer's language",
  })
  cancelReasonCode: CancelReason | null;
  @ApiProperty({ example: 'No special instructions' }) specialInstructions: string;
  @ApiProperty({ example: 'Asha Rao' }) userName: string;
  @ApiProperty({ example: 498 }) subtotal: number;
  @ApiProperty({ example: 50, description: 'What the promotion code took off the subtotal (0 without one)' }) discount: number;
  @ApiProperty({ example: 'DIWALI50', nullable: true, type: String }) promotionCode: string | null;
  @ApiProperty({ example: 35.84, description: 'On the subtotal less the discount' }) tax: number;
  @ApiProperty({ example: 'Taxes & Fees', description: 'What the bill calls the tax, as charged' }) taxLabel: string;
  @ApiProperty({ example: 8, description: 'The rate charged, in percent' }) taxRate: number;
  @ApiProperty({ example: false, description: 'Whether the prices included the tax (then it is not added to the total)' })
  pricesIncludeTax: boolean;
  @ApiProperty({ example: 537.84 }) total: number;
  @ApiProperty({
    example: '2026-11-22T10:17:00.000Z',
    nullable: true,
    type: String,
    description: `Until when the customer may cancel (${CANCEL_WINDOW_SECONDS} s after placing or, online, paying, while PENDING; until the payment time runs out while AWAITING_PAYMENT); null once it cannot be cancelled`,
  })
  cancellableUntil: string | null;
  @ApiProperty({ type: [OrderItemDto] }) orderItems: OrderItemDto[];
}

export class AdminOrderItemDto {
  @ApiProperty({ example: 57 }) id: number;
  @ApiProperty({ example: 'Paneer Butter Masala' }) name: string;
  @ApiProperty({ example: ['/media/dishes/paneer.svg'], type: [String] }) images: string[];
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: 249, description: 'Unit price in rupees' }) price: number;
}

export class AdminOrderDto {
  @ApiProperty({ example: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f' }) id: string;
  @ApiProperty({ example: 'K7M2Q9XR4TZA' }) orderRefId: string;
  @ApiProperty({ example: 5, description: "The customer's user id (the admin customers resource id)" }) customerId: number;
  @ApiProperty({ example: 'asha@example.com', description: 'Customer e-mail' }) customer: string;
  @ApiProperty({ example: 'Asha Rao' }) customerName: string;
  @ApiProperty({ example: '919876543210', nullable: true, type: String }) customerPhone: string | null;
  @ApiProperty({ example: '2026-11-22T10:15:00.000Z' }) date: string;
  @ApiProperty({ example: '2026-11-22T10:15:00.000Z' }) createdAt: string;
  @ApiProperty({ example: '2026-11-22T10:20:00.000Z' }) updatedAt: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ example: 498 }) subtotal: number;
  @ApiProperty({ example: 50, description: 'What the promotion code took off the subtotal (0 without one)' }) discount: number;
  @ApiProperty({ example: 'DIWALI50', nullable: true, type: String }) promotionCode: string | null;
  @ApiProperty({ example: 35.84, description: 'On the subtotal less the discount' }) tax: number;
  @ApiProperty({ example: 'Taxes & Fees', description: 'What the bill calls the tax, as charged' }) taxLabel: string;
  @ApiProperty({ example: 8, description: 'The rate charged, in percent' }) taxRate: number;
  @ApiProperty({ example: false, description: 'Whether the prices included the tax (then it is not added to the total)' })
  pricesIncludeTax: boolean;
  @ApiProperty({ example: 537.84 }) total: number;
  @ApiProperty({ enum: PAYMENT_METHODS }) paymentMethod: PaymentMethod;
  @ApiProperty({ enum: [...PAYMENT_STATUSES, null], nullable: true, description: 'Online orders only; null for cash on delivery' })
  paymentStatus: PaymentStatus | null;
  @ApiProperty({ example: 'pay_NgNQ8KyrPz6Fbt', nullable: true, type: String, description: "The provider's payment id" }) paymentId:
    string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: "The provider's refund id, once a refund started" }) refundId:
    string | null;
  @ApiProperty({ example: null, nullable: true, type: String, description: 'Why a cancelled order was cancelled, in words' }) cancelReason:
    string | null;
  @ApiProperty({
    example: '2026-11-23T07:15:00.000Z',
    nullable: true,
    type: String,
    description: "When the order's first pickup starts: its slot, else its window",
  })
  pickupAt: string | null;
  @ApiProperty({ example: 'No special instructions' }) specialInstructions: string;
  @ApiProperty({ type: [AdminOrderItemDto] }) items: AdminOrderItemDto[];
}

export class NotificationDto {
  @ApiProperty({ example: 81 }) id: number;
  @ApiProperty({ example: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f' }) orderId: string;
  @ApiProperty({ example: 'K7M2Q9XR4TZA' }) orderRefId: string;
  @ApiProperty({ enum: ['PLACED', 'STATUS_CHANGED', 'CANCELLED'] }) type: 'PLACED' | 'STATUS_CHANGED' | 'CANCELLED';
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ example: 'Your order is ready for pickup!' }) message: string;
  @ApiProperty({ example: '2026-11-22T10:40:00.000Z' }) createdAt: string;
}
