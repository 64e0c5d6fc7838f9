/**
 * Wire types of the customer endpoints, named from the types @home-kitchen/api generates from docs/openapi.json.
 */
import type { Schemas } from '@home-kitchen/api';

export type MenuCard = Schemas['MenuCardDto'];
export type MenuCardDate = MenuCard['dates'][number];
export type AvailabilityState = MenuCard['availability']['state'];

type ScheduleTimes = 'cookDate' | 'orderCutoffAt' | 'pickupFrom' | 'pickupTo';

/** A cart line as the server sends it; guest lines are built from menu cards, whose schedule times may be missing. */
export type CartLine = Omit<Schemas['CartLineDto'], ScheduleTimes> & {
  cookDate: string | null;
  orderCutoffAt: string | null;
  pickupFrom: string | null;
  pickupTo: string | null;
};

export type Cart = Omit<Schemas['CartDto'], 'items'> & { items: CartLine[] };

export type CartMergeResult = Omit<Schemas['MergedCartDto'], 'cart'> & { cart: Cart };

export type Order = Schemas['OrderDto'];
export type OrderItem = Schemas['OrderItemDto'];
export type OrderStatus = Order['status'];
export type PaymentMethod = Order['paymentMethod'];
export type PaymentStatus = NonNullable<Order['paymentStatus']>;
export type OrderPayment = NonNullable<Order['payment']>;
export type CheckoutResponse = Schemas['CheckoutResponseDto'];
export type CheckoutHold = Schemas['HoldDto'];
export type PickupChoice = Schemas['PickupChoiceDto'];
export type PickupSlot = Schemas['PickupSlotDto'];

export type OrderNotification = Schemas['NotificationDto'];
export type NotificationType = OrderNotification['type'];
export type MyReview = Schemas['MyReviewDto'];

/** The rule values the server decides and the app shows or computes with (docs/rules.md). */
export type Settings = Schemas['SettingsDto'];

/** The payload of an order's live event stream (not part of the OpenAPI document: it is a text/event-stream). */
export interface OrderStatusEvent {
  id: string;
  orderRefId: string;
  status: OrderStatus;
  updatedAt: string;
}

export type WaitlistEntry = Schemas['WaitlistEntryDto'];
export type KitchenMessage = Schemas['CustomerMessageDto'];
export type MessagePreference = Schemas['MessagePreferenceDto'];
export type MessageTopic = MessagePreference['topic'];
export type Unsubscribed = Schemas['UnsubscribedDto'];
export type PushKey = Schemas['PushKeyDto'];
export type PromotionQuote = Schemas['PromotionQuoteDto'];

export type TiffinPlan = Schemas['TiffinPlanDto'];
export type TiffinPeriod = TiffinPlan['periods'][number];
export type TiffinPickupSlot = TiffinPlan['pickupSlots'][number];
export type TiffinSubscription = Schemas['TiffinSubscriptionDto'];
export type TiffinSubscriptionStatus = TiffinSubscription['status'];
export type TiffinMeal = Schemas['ComingMealDto'];
export type TiffinMealStatus = TiffinMeal['status'];
export type TiffinCheckout = Schemas['TiffinCheckoutDto'];
