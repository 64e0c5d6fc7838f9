/** Example payloads for the OpenAPI document. */
export const ORDER_EXAMPLE = {
  id: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  orderRefId: 'K7M2Q9XR4TZA',
  status: 'PENDING',
  createdAt: '2026-11-22T10:15:00.000Z',
  updatedAt: '2026-11-22T10:15:00.000Z',
  paymentMethod: 'COD',
  specialInstructions: 'No special instructions',
  userName: 'Asha Rao',
  subtotal: 498,
  tax: 39.84,
  total: 537.84,
  cancellableUntil: '2026-11-22T10:17:00.000Z',
  orderItems: [
    {
      id: 57,
      menuScheduleId: 12,
      menuId: 4,
      menuName: 'Paneer Butter Masala',
      quantity: 2,
      unitPrice: 249,
      totalPrice: 498,
      cookDate: '2026-11-23',
      pickupFrom: '2026-11-23T07:00:00.000Z',
      pickupTo: '2026-11-23T09:00:00.000Z',
    },
  ],
};

export const ADMIN_ORDER_EXAMPLE = {
  id: '6f1c2d4e-8a7b-4c3d-9e2f-1a2b3c4d5e6f',
  orderRefId: 'K7M2Q9XR4TZA',
  customer: 'asha@example.com',
  customerName: 'Asha Rao',
  customerPhone: '919876543210',
  date: '2026-11-22T10:15:00.000Z',
  createdAt: '2026-11-22T10:15:00.000Z',
  updatedAt: '2026-11-22T10:20:00.000Z',
  status: 'PREPARING',
  subtotal: 498,
  tax: 39.84,
  total: 537.84,
  paymentMethod: 'COD',
  specialInstructions: 'No special instructions',
  items: [{ id: 57, name: 'Paneer Butter Masala', images: ['/media/dishes/paneer.svg'], quantity: 2, price: 249 }],
};

export const envelope = (message: string, data: unknown) => ({ schema: { example: { success: true, message, data } } });
export const failure = (message: string) => ({ schema: { example: { success: false, message } } });
