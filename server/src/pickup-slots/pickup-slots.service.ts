import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { formatDisplayDate, formatKitchenTime, zonedTime } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { KitchenSettingsService } from '../kitchen-settings/kitchen-settings.service';
import { PickupChoiceDto, PickupPlanDto, SetPickupPlanDto } from './dto/pickup-plan.dto';
import { PickupPlan } from './pickup-plan.entity';
import { PickupSlotCount } from './pickup-slot-count.entity';
import { pickupSlotError } from './pickup-slot.exception';
import { findEntitiesPrepared } from '../database/prepared-sql';

export interface SlotPlan {
  slotMinutes: number;
  maxOrdersPerSlot: number;
}

export interface Slot {
  from: Date;
  to: Date;
}

export interface PickupWindow {
  from: Date;
  to: Date;
}

/** The window every schedule of one cook date shares. */
export function sharedWindow(schedules: { pickupFrom: Date; pickupTo: Date }[]): PickupWindow {
  return {
    from: new Date(Math.max(...schedules.map((schedule) => schedule.pickupFrom.getTime()))),
    to: new Date(Math.min(...schedules.map((schedule) => schedule.pickupTo.getTime()))),
  };
}

/** Schedules grouped by cook date, dates in calendar order. */
export function byCookDate<S extends { cookDate: string }>(schedules: S[]): Map<string, S[]> {
  const groups = new Map<string, S[]>();
  for (const schedule of [...schedules].sort((a, b) => a.cookDate.localeCompare(b.cookDate))) {
    groups.set(schedule.cookDate, [...(groups.get(schedule.cookDate) ?? []), schedule]);
  }
  return groups;
}

/**
 * Pickup slots: a cook date's plan (its own, else the kitchen's defaults) cuts the day into slots on a grid from
 * kitchen midnight, so every cart of that date shares the same slots; a cart is offered those lying wholly inside
 * the window all its dishes of that date share. Each slot takes at most `maxOrdersPerSlot` orders, counted by one
 * conditional update in the order's transaction.
 */
@Injectable()
export class PickupSlotsService {
  constructor(
    @InjectRepository(PickupPlan) private readonly plans: Repository<PickupPlan>,
    @InjectRepository(PickupSlotCount) private readonly counts: Repository<PickupSlotCount>,
    private readonly kitchen: KitchenSettingsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** The cook date's own row, read with a prepared statement: every order with a pickup reads it. */
  private async planRow(cookDate: string): Promise<PickupPlan | undefined> {
    const [plan] = await findEntitiesPrepared(this.plans.manager, PickupPlan, 'cook_date = ?', [cookDate]);
    return plan;
  }

  /** The cook date's slot plan, or null when pickup is any time in the window. */
  async planFor(cookDate: string): Promise<SlotPlan | null> {
    const plan = await this.planRow(cookDate);
    if (plan) return { slotMinutes: plan.slotMinutes, maxOrdersPerSlot: plan.maxOrdersPerSlot };
    const defaults = await this.kitchen.read();
    return defaults.defaultMaxOrdersPerSlot
      ? { slotMinutes: defaults.defaultSlotMinutes, maxOrdersPerSlot: defaults.defaultMaxOrdersPerSlot }
      : null;
  }

  /** The slots of the cook date's grid lying wholly inside the window. */
  grid(cookDate: string, plan: SlotPlan, window: PickupWindow): Slot[] {
    const origin = zonedTime(cookDate, '00:00', this.config.kitchenTimeZone).getTime();
    const step = plan.slotMinutes * 60_000;
    const slots: Slot[] = [];
    for (
      let start = origin + Math.ceil((window.from.getTime() - origin) / step) * step;
      start + step <= window.to.getTime();
      start += step
    ) {
      slots.push({ from: new Date(start), to: new Date(start + step) });
    }
    return slots;
  }

  /** What a customer may choose for one cook date of their cart, with each slot's room left. */
  async choices(cookDate: string, window: PickupWindow): Promise<PickupChoiceDto> {
    const plan = await this.planFor(cookDate);
    const base = { cookDate, windowFrom: window.from.toISOString(), windowTo: window.to.toISOString() };
    if (!plan) return { ...base, slotMinutes: null, slots: [] };
    const now = this.clock.now().getTime();
    const slots = this.grid(cookDate, plan, window).filter((slot) => slot.to.getTime() > now);
    const taken = await this.takenCounts(slots.map((slot) => slot.from.toISOString()));
    return {
      ...base,
      slotMinutes: plan.slotMinutes,
      slots: slots.map((slot) => {
        const left = Math.max(plan.maxOrdersPerSlot - (taken.get(slot.from.toISOString()) ?? 0), 0);
        return { from: slot.from.toISOString(), to: slot.to.toISOString(), label: this.label(slot), left, full: left === 0 };
      }),
    };
  }

  /** The chosen slot, checked to be on the date's grid inside the window; refuses anything else with 400. */
  chosenSlot(cookDate: string, plan: SlotPlan, window: PickupWindow, chosenFrom: string): Slot {
    const slot = this.grid(cookDate, plan, window).find((candidate) => candidate.from.getTime() === Date.parse(chosenFrom));
    if (!slot) throw pickupSlotError('PICKUP_SLOT_INVALID', formatDisplayDate(cookDate));
    return slot;
  }

  /** Inside the order's transaction: one more order in the slot unless it is full; answers whether it fitted. */
  async take(manager: EntityManager, slot: Slot, plan: SlotPlan): Promise<boolean> {
    const slotStart = slot.from.toISOString();
    await manager.createQueryBuilder().insert().into(PickupSlotCount).values({ slotStart, orders: 0 }).orIgnore().execute();
    const result = await manager
      .createQueryBuilder()
      .update(PickupSlotCount)
      .set({ orders: () => 'orders + 1' })
      .where('slot_start = :slotStart AND orders < :max', { slotStart, max: plan.maxOrdersPerSlot })
      .execute();
    return result.affected === 1;
  }

  /** Inside a cancelling transaction: the slot takes one more order again. */
  async giveBack(manager: EntityManager, slotFrom: Date): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(PickupSlotCount)
      .set({ orders: () => 'orders - 1' })
      .where('slot_start = :slotStart AND orders > 0', { slotStart: slotFrom.toISOString() })
      .execute();
  }

  /** '12:30 pm – 12:45 pm' in kitchen time: the 12-hour form the site uses everywhere. */
  label(slot: Slot): string {
    const zone = this.config.kitchenTimeZone;
    return `${formatKitchenTime(slot.from, zone)} – ${formatKitchenTime(slot.to, zone)}`;
  }

  async listPlans(): Promise<PickupPlanDto[]> {
    const plans = await this.plans.find({ order: { cookDate: 'DESC' } });
    return plans.map(toDto);
  }

  /** The cook date's own plan (not the kitchen's defaults), or null. */
  async ownPlan(cookDate: string): Promise<PickupPlanDto | null> {
    const plan = await this.planRow(cookDate);
    return plan ? toDto(plan) : null;
  }

  async findPlanOrThrow(cookDate: string): Promise<PickupPlanDto> {
    const plan = await this.planRow(cookDate);
    if (!plan) throw pickupSlotError('PICKUP_PLAN_NOT_FOUND', formatDisplayDate(cookDate));
    return toDto(plan);
  }

  async setPlan(cookDate: string, input: SetPickupPlanDto): Promise<PickupPlanDto> {
    await this.plans.upsert({ cookDate, slotMinutes: input.slotMinutes, maxOrdersPerSlot: input.maxOrdersPerSlot }, ['cookDate']);
    return this.findPlanOrThrow(cookDate);
  }

  async removePlan(cookDate: string): Promise<PickupPlanDto> {
    const plan = await this.findPlanOrThrow(cookDate);
    await this.plans.delete({ cookDate });
    return plan;
  }

  private async takenCounts(slotStarts: string[]): Promise<Map<string, number>> {
    if (slotStarts.length === 0) return new Map();
    const rows = await this.counts.findBy({ slotStart: In(slotStarts) });
    return new Map(rows.map((row) => [row.slotStart, row.orders]));
  }
}

function toDto(plan: PickupPlan): PickupPlanDto {
  return { id: plan.cookDate, cookDate: plan.cookDate, slotMinutes: plan.slotMinutes, maxOrdersPerSlot: plan.maxOrdersPerSlot };
}
