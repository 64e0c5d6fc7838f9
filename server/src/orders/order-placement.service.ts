import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { CartService } from '../cart/cart.service';
import { MAX_PORTIONS_PER_LINE } from '../cart/cart-limits';
import { notEnoughLeft, scheduleClosedProblem, tooManyPortions } from '../cart/orderability';
import { Clock } from '../common/clock';
import { taxOnSubtotal } from '../common/money';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import type { User } from '../users/user.entity';
import { isUniqueViolation } from '../database/database-errors';
import { OrderDto } from './dto/order.dto';
import { PlaceOrderDto } from './dto/place-order.dto';
import { IdempotencyService, requestFingerprint } from './idempotency.service';
import { OrderEvent } from './order-event.entity';
import { OrderItem } from './order-item.entity';
import { DEFAULT_SPECIAL_INSTRUCTIONS, newOrderReference } from './order-rules';
import { Order, PaymentMethod } from './order.entity';
import { OrdersService } from './orders.service';
import { WriteTransactions } from '../database/write-transactions';
import { orderError } from './order.exception';

export interface NormalizedOrderRequest {
  /** One line per schedule, in schedule-id order (the order stock rows are locked in, so buyers never deadlock on them). */
  lines: { scheduleId: number; quantity: number }[];
  paymentMethod: PaymentMethod;
  specialInstructions: string;
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
  };
}

const REFERENCE_ATTEMPTS = 4;

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
    private readonly clock: Clock,
  ) {}

  /**
   * With an Idempotency-Key, a repeat of the same request answers the order the first one placed instead of
   * ordering again. The key is written in the order's transaction (see IdempotencyService).
   */
  async placeIdempotently(user: User, dto: PlaceOrderDto, idempotencyKey?: string): Promise<OrderDto> {
    const request = normalizeOrderRequest(dto);
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
    const check = async () => {
      schedules = await this.stock.findManyWithDish(request.lines.map((line) => line.scheduleId));
      const now = this.clock.now();
      for (const line of request.lines) this.checkLine(schedules.get(line.scheduleId), line.quantity, now);
    };
    const orderId = await this.withFreshReference(() =>
      this.writes.transaction((manager) => this.placeWithin(manager, user, request, schedules, key), check),
    );
    return this.orders.announceChange(orderId, 'order-created', { stockChanged: true });
  }

  /** A clash of the 60-bit random reference is astronomically rare, but the unique index decides, and we simply draw again. */
  private async withFreshReference(attempt: () => Promise<string>): Promise<string> {
    for (let attemptNumber = 1; ; attemptNumber += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (!isUniqueViolation(error, 'order_ref_id') || attemptNumber >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  private async placeWithin(
    manager: EntityManager,
    user: User,
    request: NormalizedOrderRequest,
    schedules: Map<number, MenuSchedule>,
    key?: RequestKey,
  ): Promise<string> {
    const now = this.clock.now();
    const orderId = randomUUID();
    // First, so that a twin request waits here, before touching any stock, until this transaction ends.
    if (key) await this.idempotency.recordWithin(manager, user.id, key.value, key.fingerprint, orderId);
    for (const line of request.lines) {
      const taken = await this.stock.take(line.scheduleId, line.quantity, now, manager);
      if (!taken) throw await this.whyNotTaken(manager, line.scheduleId, line.quantity, now);
    }

    const items = request.lines.map((line) => {
      const dish = schedules.get(line.scheduleId)!.menuItem!;
      return { line, dish, totalPaise: dish.pricePaise * line.quantity };
    });
    const subtotalPaise = items.reduce((sum, item) => sum + item.totalPaise, 0);
    const taxPaise = taxOnSubtotal(subtotalPaise);
    await manager.getRepository(Order).insert({
      id: orderId,
      orderRefId: newOrderReference(),
      userId: user.id,
      status: 'PENDING',
      paymentMethod: request.paymentMethod,
      specialInstructions: request.specialInstructions,
      subtotalPaise,
      taxPaise,
      totalPaise: subtotalPaise + taxPaise,
      customerName: user.name,
      customerEmail: user.email,
      customerPhone: user.phone,
      createdAt: now,
      updatedAt: now,
    });
    await manager.getRepository(OrderItem).insert(
      items.map(({ line, dish, totalPaise }) => ({
        orderId,
        scheduleId: line.scheduleId,
        menuItemId: dish.id,
        menuName: dish.name,
        unitPricePaise: dish.pricePaise,
        quantity: line.quantity,
        totalPaise,
      })),
    );
    await manager.getRepository(OrderEvent).insert({ orderId, userId: user.id, type: 'PLACED', status: 'PENDING', createdAt: now });
    await this.cart.clearWithin(manager, user.id);
    return orderId;
  }

  private checkLine(schedule: MenuSchedule | undefined, quantity: number, now: Date): void {
    const problem = scheduleClosedProblem(schedule, now);
    if (problem) throw problem;
    const name = schedule!.menuItem!.name;
    if (quantity > MAX_PORTIONS_PER_LINE) throw tooManyPortions(name);
    if (quantity > schedule!.availableQty) throw notEnoughLeft(name, schedule!.availableQty, quantity);
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
