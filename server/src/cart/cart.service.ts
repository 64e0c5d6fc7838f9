import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CartChanges } from '../common/cart-changes';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../database/database-errors';
import { runPrepared } from '../database/prepared-sql';
import { WriteTransactions } from '../database/write-transactions';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { ScheduleStockService } from '../schedules/schedule-stock.service';
import { CartItem } from './cart-item.entity';
import { mapCart } from './cart.mapper';
import { GuestCartItemDto } from './dto/cart-requests.dto';
import { CartDto, MergedCartDto, SkippedCartItemDto } from './dto/cart.dto';
import { MAX_PORTIONS_PER_LINE } from './cart-limits';
import { notEnoughLeft, orderabilityProblem, tooManyPortions } from './orderability';
import { CART_ERRORS, cartError } from './cart.exception';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';

/** The signed-in customer's cart, kept on the server; every change answers the whole cart. */
@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItem) private readonly cartItems: Repository<CartItem>,
    private readonly stock: ScheduleStockService,
    private readonly writes: WriteTransactions,
    private readonly changes: CartChanges,
    private readonly kitchen: KitchenSettingsService,
    private readonly clock: Clock,
  ) {}

  /** The cart's lines in schedule-id order (the order stock rows are locked in). */
  async linesOf(userId: number): Promise<{ scheduleId: number; quantity: number }[]> {
    const lines = await this.cartItems.find({
      select: { scheduleId: true, quantity: true },
      where: { userId },
      order: { scheduleId: 'ASC' },
    });
    return lines.map((line) => ({ scheduleId: line.scheduleId, quantity: line.quantity }));
  }

  async getCart(userId: number): Promise<CartDto> {
    const lines = await this.cartItems.find({ where: { userId }, order: { id: 'ASC' } });
    // Schedules and their dishes come from the schedules module; a line whose schedule is gone is left out.
    const schedules = await this.stock.findManyWithDish(lines.map((line) => line.scheduleId));
    const shown = lines.flatMap((line) => {
      const schedule = schedules.get(line.scheduleId);
      return schedule ? [Object.assign(line, { schedule })] : [];
    });
    return mapCart(shown, this.clock.now(), await this.kitchen.taxPolicy());
  }

  async add(userId: number, scheduleId: number, quantity: number): Promise<CartDto> {
    const schedule = await this.stock.findWithDish(scheduleId);
    const problem = orderabilityProblem(schedule, this.clock.now());
    if (problem) throw problem;
    await this.retryingDuplicateLine(() =>
      this.writes.transaction(async (manager) => {
        const existing = await manager.getRepository(CartItem).findOneBy({ userId, scheduleId });
        const wanted = (existing?.quantity ?? 0) + quantity;
        this.checkQuantity(schedule!, wanted);
        await this.saveLine(manager, userId, scheduleId, wanted, existing);
      }),
    );
    return this.getCart(userId);
  }

  async update(userId: number, lineId: number, quantity: number): Promise<CartDto> {
    let emptied = false;
    await this.writes.transaction(async (manager) => {
      const repository = manager.getRepository(CartItem);
      const line = await repository.findOneBy({ id: lineId, userId });
      if (!line) throw cartError('CART_LINE_NOT_FOUND');
      if (quantity <= 0) {
        await repository.delete({ id: line.id });
        emptied = (await repository.countBy({ userId })) === 0;
        return;
      }
      if (quantity > line.quantity) {
        const schedule = await this.stock.findWithDish(line.scheduleId, manager);
        const problem = orderabilityProblem(schedule, this.clock.now());
        if (problem) throw problem;
        this.checkQuantity(schedule!, quantity);
      }
      await repository.update({ id: line.id }, { quantity, updatedAt: this.clock.now() });
    });
    if (emptied) this.changes.emptied(userId);
    return this.getCart(userId);
  }

  async remove(userId: number, lineId: number): Promise<CartDto> {
    const result = await this.cartItems.delete({ id: lineId, userId });
    if (!result.affected) throw cartError('CART_LINE_NOT_FOUND');
    return this.answerAfterRemoving(userId);
  }

  async clear(userId: number): Promise<CartDto> {
    await this.cartItems.delete({ userId });
    return this.answerAfterRemoving(userId);
  }

  /** The cart after lines left it; when none are left, whoever holds portions for it is told. */
  private async answerAfterRemoving(userId: number): Promise<CartDto> {
    const cart = await this.getCart(userId);
    if (cart.items.length === 0) this.changes.emptied(userId);
    return cart;
  }

  /** Empties the cart as part of a bigger transaction (placing an order). */
  async clearWithin(manager: EntityManager, userId: number): Promise<void> {
    await runPrepared(manager, 'DELETE FROM cart_items WHERE user_id = ?', [userId]);
  }

  /**
   * Adds a guest cart to the server cart in one transaction: quantities of the same schedule add up
   * (kept within the portions left and the per-line limit); lines that cannot be ordered are reported.
   */
  async merge(userId: number, items: GuestCartItemDto[]): Promise<MergedCartDto> {
    const skipped: SkippedCartItemDto[] = [];
    const incoming = new Map<number, number>();
    for (const item of items) {
      const reason = this.guestLineProblem(item);
      if (reason) skipped.push({ menuScheduleId: item.menuScheduleId ?? null, reason });
      else incoming.set(item.menuScheduleId!, (incoming.get(item.menuScheduleId!) ?? 0) + item.quantity);
    }
    const schedules = await this.stock.findManyWithDish([...incoming.keys()]);
    const now = this.clock.now();
    const accepted = new Map<number, { schedule: MenuSchedule; quantity: number }>();
    for (const [scheduleId, quantity] of incoming) {
      const schedule = schedules.get(scheduleId);
      const problem = orderabilityProblem(schedule, now);
      if (problem) skipped.push({ menuScheduleId: scheduleId, reason: problem.message });
      else accepted.set(scheduleId, { schedule: schedule!, quantity });
    }
    await this.retryingDuplicateLine(() =>
      this.writes.transaction(async (manager) => {
        const existingLines = await manager.getRepository(CartItem).findBy({ userId });
        const existingBySchedule = new Map(existingLines.map((line) => [line.scheduleId, line]));
        for (const [scheduleId, { schedule, quantity }] of accepted) {
          const existing = existingBySchedule.get(scheduleId);
          const limit = Math.min(MAX_PORTIONS_PER_LINE, schedule.availableQty);
          const wanted = Math.min((existing?.quantity ?? 0) + quantity, limit);
          await this.saveLine(manager, userId, scheduleId, wanted, existing);
        }
      }),
    );
    return { cart: await this.getCart(userId), skipped };
  }

  private guestLineProblem(item: GuestCartItemDto): string | null {
    if (item.menuScheduleId === undefined || item.menuScheduleId === null || item.menuScheduleId <= 0)
      return CART_ERRORS.SCHEDULE_INVALID.message;
    if (item.price !== undefined && !(item.price > 0)) return 'This item has no price and was left out.';
    if (item.quantity <= 0) return 'Quantity must be at least 1.';
    return null;
  }

  private checkQuantity(schedule: MenuSchedule, wanted: number): void {
    const name = schedule.menuItem!.name;
    if (wanted > MAX_PORTIONS_PER_LINE) throw tooManyPortions(name);
    if (wanted > schedule.availableQty) throw notEnoughLeft(name, schedule.availableQty, wanted);
  }

  private async saveLine(
    manager: EntityManager,
    userId: number,
    scheduleId: number,
    quantity: number,
    existing: CartItem | null | undefined,
  ): Promise<void> {
    const repository = manager.getRepository(CartItem);
    const now = this.clock.now();
    if (existing) await repository.update({ id: existing.id }, { quantity, updatedAt: now });
    else await repository.insert({ userId, scheduleId, quantity, createdAt: now, updatedAt: now });
  }

  /** Two simultaneous first adds of the same dish: the loser retries and finds the winner's line. */
  private async retryingDuplicateLine(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await work();
    }
  }
}
