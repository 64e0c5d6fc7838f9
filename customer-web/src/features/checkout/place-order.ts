import { currentLanguage, i18n } from '../../i18n/i18n';
import { ApiError, apiWithMessage } from '../../lib/api-client';
import type { CartLine, Order, PaymentMethod } from '../../lib/api-types';

export const DEFAULT_SPECIAL_INSTRUCTIONS = 'No special instructions';

export interface OrderRequest {
  lines: Pick<CartLine, 'menuScheduleId' | 'quantity'>[];
  paymentMethod: PaymentMethod;
  specialInstructions: string;
  /** One chosen slot per cook date that has slots; left out when there are none. */
  pickupSlots?: { cookDate: string; from: string }[];
  /** A promotion code the server quoted for this cart; the order checks it again. */
  promotionCode?: string | null;
}

export function orderPayload({ lines, paymentMethod, specialInstructions, pickupSlots = [], promotionCode = null }: OrderRequest) {
  return {
    orderItems: lines.map((line) => ({ menuScheduleId: line.menuScheduleId, quantity: line.quantity })),
    paymentMethod,
    // Trimmed, with a default when left empty (docs/rules.md).
    specialInstructions: specialInstructions.trim() || DEFAULT_SPECIAL_INSTRUCTIONS,
    ...(pickupSlots.length > 0 ? { pickupSlots } : {}),
    ...(promotionCode ? { promotionCode } : {}),
  };
}

export type PlaceOrderResult =
  | { ok: true; order: Order; message: string }
  /** `retrySafe`: the same key may be sent again (the server may or may not have the order); `code`: the server's. */
  | { ok: false; message: string; retrySafe: boolean; code?: string };

/** Places the order with the attempt's Idempotency-Key, so a retry never creates a second order. */
export async function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<PlaceOrderResult> {
  try {
    const { data, message } = await apiWithMessage.post<Order>('/orders', orderPayload(request), {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (!data?.id) {
      return { ok: false, message: i18n.t('notices.orderFailed'), retrySafe: true };
    }
    return { ok: true, order: data, message: (currentLanguage() === 'en' && message) || i18n.t('notices.orderPlaced') };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { ok: false, message: error.message || i18n.t('notices.orderFailed'), retrySafe: false, code: error.code };
    }
    return {
      ok: false,
      message: i18n.t('notices.orderUnreachable'),
      retrySafe: true,
    };
  }
}
