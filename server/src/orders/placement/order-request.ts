import { DEFAULT_SPECIAL_INSTRUCTIONS } from '../order-rules';
import type { PaymentMethod } from '../order.entity';
import { PlaceOrderDto } from './dto/place-order.dto';

export interface NormalizedOrderRequest {
  /** One line per schedule, in schedule-id order (the order stock rows are locked in, so buyers never deadlock on them). */
  lines: { scheduleId: number; quantity: number }[];
  paymentMethod: PaymentMethod;
  specialInstructions: string;
  /** The chosen pickup slot start per cook date, as [cookDate, from] pairs in date order. */
  pickupSlots: [string, string][];
  /** A promotion code as typed, trimmed; null without one. */
  promotionCode: string | null;
}

/** The request as it is decided: repeated schedules summed, defaults filled, text trimmed. */
export function normalizeOrderRequest(dto: PlaceOrderDto): NormalizedOrderRequest {
  const quantities = new Map<number, number>();
  for (const line of dto.orderItems) quantities.set(line.menuScheduleId, (quantities.get(line.menuScheduleId) ?? 0) + line.quantity);
  const lines = [...quantities.entries()].sort(([a], [b]) => a - b).map(([scheduleId, quantity]) => ({ scheduleId, quantity }));
  return {
    lines,
    paymentMethod: dto.paymentMethod ?? 'COD',
    specialInstructions: dto.specialInstructions?.trim() || DEFAULT_SPECIAL_INSTRUCTIONS,
    pickupSlots: (dto.pickupSlots ?? [])
      .map((choice): [string, string] => [choice.cookDate, new Date(choice.from).toISOString()])
      .sort(([a], [b]) => a.localeCompare(b)),
    promotionCode: dto.promotionCode?.trim() || null,
  };
}
