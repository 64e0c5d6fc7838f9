import { Injectable, Optional, Inject } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service';
import { MAX_PORTIONS_PER_LINE } from '../cart/cart-limits';
import { notEnoughLeft, scheduleClosedProblem, tooManyPortions } from '../cart/orderability';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { PaymentGateway } from '../payment-gateway/payment-gateway';
import { basisPoints, taxOn, type TaxPolicy } from '../common/tax';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import type { User } from '../users/user.entity';
import { isUniqueViolation } from '../database/database-errors';
import { OrderDto } from './dto/order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { CustomerLimits } from './customer-limits';
import { HoldsService } from '../holds/holds.service';
import { firstPickup, OrderPickup, OrderPickups } from './order-pickups';
import { IdempotencyService, requestFingerprint } from './idempotency.service';
import { OrderItem } from './order-item.entity';
import { DEFAULT_SPECIAL_INSTRUCTIONS, newOrderReference } from './order-rules';
import { Order, PaymentMethod } from './order.entity';
import { OrdersService } from './orders.service';
import { WriteTransactions } from '../database/write-transactions';
import { WaitlistService } from '../waitlist/waitlist.service';
import { AppliedCode, PromotionUses } from '../promotions/promotion-uses.service';
import { OrderMailOutbox } from './order-mail-outbox';
import { orderError } from './order.exception';
import { InvoiceNumbers } from './invoice-numbers';
import { insertEntityWithin } from '../database/prepared-sql';
import { OrderEvent } from './order-event.entity';

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
    pickupSlots: (dto.pickupSlots ?? []).map((choice): [string, string] => [choice.cookDate, new Date(choice.from).toISOString()]).sort(([a], [b]) => a.localeCompare(b)),
    promotionCode: dto.promotionCode?.trim() || null,
  };
}

const REFERENCE_ATTEMPTS = 4;

/** The provider's order an online order is paid against, created before the order's transaction. */
interface ProviderOrder {
  id: string;
  amount: number;
}

/** One attempt's identity: a fresh trace id and reference (drawn again on the astronomically rare clash). */
interface OrderIdentity {
  id: string;
  orderRefId: string;
}

/** What the lines cost, from the dishes' current prices, less a code's discount; tax (the kitchen's policy) is on what is left. */
function priceLines(request: NormalizedOrderRequest, schedules: Map<number, MenuSchedule>, tax: TaxPolicy, discountPaise = 0) {
  const items = request.lines.map((line) => {
    const dish = schedules.get(line.scheduleId)!.menuItem!;
    return { line, dish, totalPaise: dish.pricePaise * line.quantity };
  });
  const subtotalPaise = items.reduce((sum, item) => sum + item.totalPaise, 0);
  return { items, subtotalPaise, discountPaise, ...taxOn(subtotalPaise - discountPaise, tax) };
}

/** The lines' subtotal alone, to check a code against. */
const subtotalOf = (request: NormalizedOrderRequest, schedules: Map<number, MenuSchedule>, tax: TaxPolicy) => priceLines(request, schedules, tax).subtotalPaise;

/** An Idempotency-Key as checked: its value and the fingerprint of the request it came with. */
interface RequestKey {
  value: string;
  fingerprint: string;
}

/** Places orders: one transaction that takes the stock, writes the order and empties the cart, or changes nothing. */
@Injectable()
export class OrderPlacementService {
  constructor(
    private readonly writes: WriteTransactions,
    private readonly stock: ScheduleStockService,
    private readonly cart: CartService,
    private readonly orders: OrdersService,
    private readonly idempotency: IdempotencyService,
    private readonly limits: CustomerLimits,
    private readonly holds: HoldsService,
    private readonly pickups: OrderPickups,
    private readonly outbox: OrderMailOutbox,
    private readonly waitlist: WaitlistService,
    private readonly promotions: PromotionUses,
    private readonly kitchen: KitchenSettingsService,
    private readonly invoiceNumbers: InvoiceNumbers,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    @Optional() @Inject(PaymentGateway) private readonly gateway: PaymentGateway | null,
  ) {}

  /**
   * With an Idempotency-Key, a repeat of the same request answers the order the first one placed instead of
   * ordering again. The key is written in the order's transaction (see IdempotencyService).
   */
  async placeIdempotently(user: User, dto: PlaceOrderDto, idempotencyKey?: string): Promise<OrderDto> {
    const request = normalizeOrderRequest(dto);
    if (request.paymentMethod === 'ONLINE' && !this.gateway) throw orderError('ONLINE_PAYMENT_UNAVAILABLE');
    if (idempotencyKey === undefined) return this.place(user, request);
    const key = { value: this.idempotency.validateKey(idempotencyKey), fingerprint: requestFingerprint(request) };
    const placed = await this.idempotency.findPlacedOrder(user.id, key.value, key.fingerprint);
    if (placed) return this.orders.findMineOrThrow(user.id, placed);
    try {
      return await this.place(user, request, key);
    } catch (error) {
      // A twin request with the same key may have won meanwhile (the key's unique index refused this one, or
      // the twin took the last portions): the customer's order exists, so answer it.
      const twin = await this.idempotency.findPlacedOrder(user.id, key.value, key.fingerprint);
      if (twin) return this.orders.findMineOrThrow(user.id, twin);
      throw error;
    }
  }

  async place(user: User, request: NormalizedOrderRequest, key?: RequestKey): Promise<OrderDto> {
    // Read and checked just before the transaction: a request bound to fail gets its precise 409 without
    // opening one. On MySQL it also matters that no plain read precedes the stock updates (see whyNotTaken).
    let schedules = new Map<number, MenuSchedule>();
    let pickups: OrderPickup[] = [];
    let code: AppliedCode | null = null;
    let tax!: TaxPolicy;
    const check = async () => {
      tax = await this.kitchen.taxPolicy();
      schedules = await this.stock.findManyWithDish(request.lines.map((line) => line.scheduleId));
      const held = await this.holds.heldFor(user.id);
      const now = this.clock.now();
      for (const line of request.lines) this.checkLine(schedules.get(line.scheduleId), line.quantity, held.get(line.scheduleId) ?? 0, now);
      pickups = await this.pickups.resolve(new Map(request.pickupSlots), [...schedules.values()]);
      code = request.promotionCode ? await this.promotions.check(user.id, request.promotionCode, subtotalOf(request, schedules, tax), now) : null;
    };
    const order = await this.withFreshReference(async (identity) => {
      let providerOrder: ProviderOrder | null = null;
      // For an online order the provider's order exists before ours: unreachable, the customer gets a 503 and
      // no stock is touched. One whose order then fails here is never paid and simply lapses at the provider.
      const prepare = async () => {
        await check();
        if (request.paymentMethod === 'ONLINE') providerOrder = await this.providerOrder(identity, priceLines(request, schedules, tax, code?.discountPaise).totalPaise, providerOrder);
      };
      return this.writes.transaction((manager) => this.placeWithin(manager, user, request, { schedules, pickups, code, tax }, identity, providerOrder, key), prepare);
    });
    // Answered from the rows just written: nothing is read back.
    return this.orders.announcePlaced(order);
  }

  /** The provider's order for `amount`: the one made on an earlier try of this attempt when the amount is the same. */
  private async providerOrder(identity: OrderIdentity, amount: number, earlier: ProviderOrder | null): Promise<ProviderOrder> {
    if (earlier?.amount === amount) return earlier;
    const id = await this.gateway!.createOrder({ amount, receipt: identity.orderRefId, notes: { orderId: identity.id, orderRefId: identity.orderRefId } });
    return { id, amount };
  }

  /** A clash of the 60-bit random reference is astronomically rare, but the unique index decides, and we simply draw again. */
  private async withFreshReference(attempt: (identity: OrderIdentity) => Promise<Order>): Promise<Order> {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt({ id: randomUUID(), orderRefId: newOrderReference() });
      } catch (error) {
        if (!isUniqueViolation(error, 'order_ref_id') || attemptNumber >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  private async placeWithin(
    manager: EntityManager,
    user: User,
    request: NormalizedOrderRequest,
    { schedules, pickups, code, tax }: { schedules: Map<number, MenuSchedule>; pickups: OrderPickup[]; code: AppliedCode | null; tax: TaxPolicy },
    identity: OrderIdentity,
    providerOrder: ProviderOrder | null,
    key?: RequestKey,
  ): Promise<Order> {
    const now = this.clock.now();
    const orderId = identity.id;
    // First, so that a twin request waits here, before touching any stock, until this transaction ends.
    if (key) await this.idempotency.recordWithin(manager, user.id, key.value, key.fingerprint, orderId);
    const claimed = await this.holds.claimWithin(manager, user.id, now);
    const ordered = new Map(request.lines.map((line) => [line.scheduleId, line.quantity]));
    // One pass in schedule-id order (so buyers lock stock rows in one order): the customer's held portions of a
    // line become sold first, the rest is taken from what is for sale, and held portions not ordered go back.
    for (const scheduleId of [...new Set([...ordered.keys(), ...claimed.quantities.keys()])].sort((a, b) => a - b)) {
      const quantity = ordered.get(scheduleId) ?? 0;
      const held = claimed.quantities.get(scheduleId) ?? 0;
      const fromHold = claimed.live ? Math.min(held, quantity) : 0;
      if (held > fromHold) await this.stock.releaseHeld(scheduleId, held - fromHold, now, manager);
      if (fromHold > 0 && !(await this.stock.takeHeld(scheduleId, fromHold, now, manager))) throw await this.whyNotTaken(manager, scheduleId, quantity, now);
      if (quantity > fromHold && !(await this.stock.take(scheduleId, quantity - fromHold, now, manager))) {
        throw await this.whyNotTaken(manager, scheduleId, quantity - fromHold, now);
      }
      if (quantity > 0) {
        const schedule = schedules.get(scheduleId)!;
        await this.limits.count(manager, user.id, schedule, quantity, schedule.menuItem!.name);
      }
    }

    await this.pickups.takeWithin(manager, pickups);
    const slotOf = (schedule: MenuSchedule) => pickups.find((pickup) => pickup.cookDate === schedule.cookDate)?.slot ?? null;
    if (code) await this.promotions.useWithin(manager, user.id, orderId, code, now);
    const { items, subtotalPaise, discountPaise, taxPaise, totalPaise } = priceLines(request, schedules, tax, code?.discountPaise);
    const status = providerOrder ? 'AWAITING_PAYMENT' : 'PENDING';
    // Last of the counted rows, so the year's counter stays locked (MySQL) for as short a time as possible.
    const invoiceYear = this.invoiceNumbers.yearOf(now);
    const invoiceSequence = await this.invoiceNumbers.nextWithin(manager, invoiceYear);
    const order = manager.getRepository(Order).create({
      id: orderId,
      orderRefId: identity.orderRefId,
      userId: user.id,
      status,
      paymentMethod: request.paymentMethod,
      specialInstructions: request.specialInstructions,
      subtotalPaise,
      discountPaise,
      promotionCode: code?.promotion.code ?? null,
      taxPaise,
      taxLabel: tax.label,
      taxRateBp: basisPoints(tax.ratePercent),
      pricesIncludeTax: tax.pricesIncludeTax,
      totalPaise,
      customerName: user.name,
      customerEmail: user.email,
      customerPhone: user.phone,
      pickupAt: firstPickup(pickups),
      paymentStatus: providerOrder ? 'PENDING' : null,
      paymentProvider: providerOrder ? this.gateway!.provider : null,
      paymentKeyId: providerOrder ? this.gateway!.keyId : null,
      providerOrderId: providerOrder?.id ?? null,
      providerPaymentId: null,
      providerRefundId: null,
      paymentExpiresAt: providerOrder ? new Date(now.getTime() + this.config.payments.holdMinutes * 60_000) : null,
      paidAt: null,
      cancelReason: null,
      invoiceYear,
      invoiceSequence,
      createdAt: now,
      updatedAt: now,
    });
    await insertEntityWithin(manager, Order, order);
    // One row at a time, so each line learns its id from its own insert (the answer is built from these rows).
    order.items = [];
    for (const { line, dish, totalPaise } of items) {
      const schedule = schedules.get(line.scheduleId)!;
      const item = manager.getRepository(OrderItem).create({
        orderId,
        scheduleId: line.scheduleId,
        menuItemId: dish.id,
        menuName: dish.name,
        unitPricePaise: dish.pricePaise,
        quantity: line.quantity,
        totalPaise,
        slotFrom: slotOf(schedule)?.from ?? null,
        slotTo: slotOf(schedule)?.to ?? null,
      });
      order.items.push(Object.assign(item, { id: await insertEntityWithin(manager, OrderItem, item), schedule, menuItem: dish }));
    }
    await insertEntityWithin(manager, OrderEvent, { orderId, userId: user.id, type: 'PLACED', status, createdAt: now });
    if (status === 'PENDING') await this.outbox.enqueueWithin(manager, orderId, 'PLACED');
    await this.cart.clearWithin(manager, user.id);
    await this.waitlist.leaveWithin(manager, user.id, items.map(({ dish }) => dish.id));
    return order;
  }

  /** `held`: what the customer's own checkout hold keeps of this schedule for them. */
  private checkLine(schedule: MenuSchedule | undefined, quantity: number, held: number, now: Date): void {
    const problem = scheduleClosedProblem(schedule, now);
    if (problem) throw problem;
    const name = schedule!.menuItem!.name;
    if (quantity > MAX_PORTIONS_PER_LINE) throw tooManyPortions(name);
    const left = schedule!.availableQty + held;
    if (quantity > left) throw notEnoughLeft(name, left, quantity);
  }

  /** The conditional update refused: someone else got there first. Say what is left now. */
  private async whyNotTaken(manager: EntityManager, scheduleId: number, quantity: number, now: Date): Promise<Error> {
    const schedule = await this.stock.findWithDish(scheduleId, manager);
    const problem = scheduleClosedProblem(schedule, now);
    if (problem) return problem;
    if (quantity > schedule!.availableQty) return notEnoughLeft(schedule!.menuItem!.name, schedule!.availableQty, quantity);
    return orderError('ORDER_STOCK_CHANGED', schedule!.menuItem!.name);
  }
}
