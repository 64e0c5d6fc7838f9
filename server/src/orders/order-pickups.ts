import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { formatDisplayDate } from '../common/kitchen-time';
import { byCookDate, PickupSlotsService, PickupWindow, sharedWindow, Slot, SlotPlan } from '../pickup-slots/pickup-slots.service';
import { pickupSlotError } from '../pickup-slots/pickup-slot.exception';
import type { MenuSchedule } from '../schedules/menu-schedule.entity';
import type { OrderItem } from './order-item.entity';

/** One cook date of an order: the slot chosen (with its date's plan), or null for any time in the window. */
export interface OrderPickup {
  cookDate: string;
  window: PickupWindow;
  slot: Slot | null;
  plan: SlotPlan | null;
}

/** An order's pickups: one per cook date, in a slot when the date has slots; counted in the order's transaction. */
@Injectable()
export class OrderPickups {
  constructor(private readonly slots: PickupSlotsService) {}

  /** Checks the customer's choices against the cook dates of the order (400 for a missing or impossible one). */
  async resolve(chosen: Map<string, string>, schedules: MenuSchedule[]): Promise<OrderPickup[]> {
    const byDate = byCookDate(schedules);
    const unknownDate = [...chosen.keys()].find((cookDate) => !byDate.has(cookDate));
    if (unknownDate) throw pickupSlotError('PICKUP_SLOT_INVALID', formatDisplayDate(unknownDate));
    const pickups: OrderPickup[] = [];
    for (const [cookDate, dated] of byDate) {
      const window = sharedWindow(dated);
      const plan = await this.slots.planFor(cookDate);
      const from = chosen.get(cookDate);
      if (plan && from === undefined) throw pickupSlotError('PICKUP_SLOT_REQUIRED', formatDisplayDate(cookDate));
      if (!plan && from !== undefined) throw pickupSlotError('PICKUP_SLOT_INVALID', formatDisplayDate(cookDate));
      pickups.push({ cookDate, window, plan, slot: plan ? this.slots.chosenSlot(cookDate, plan, window, from!) : null });
    }
    return pickups;
  }

  /** Inside the order's transaction: one order more in each chosen slot, or 409 naming the slot that filled up. */
  async takeWithin(manager: EntityManager, pickups: OrderPickup[]): Promise<void> {
    for (const pickup of pickups) {
      if (pickup.slot && !(await this.slots.take(manager, pickup.slot, pickup.plan!))) {
        throw pickupSlotError('PICKUP_SLOT_FULL', this.slots.label(pickup.slot));
      }
    }
  }

  /** Inside a cancelling transaction: each slot the order held takes one order again. */
  async releaseWithin(manager: EntityManager, items: OrderItem[]): Promise<void> {
    const starts = new Set(items.filter((item) => item.slotFrom).map((item) => item.slotFrom!.getTime()));
    for (const start of starts) await this.slots.giveBack(manager, new Date(start));
  }
}

/** When the order's first pickup starts: its first slot, else the earliest window. */
export function firstPickup(pickups: OrderPickup[]): Date {
  return new Date(Math.min(...pickups.map((pickup) => (pickup.slot ?? pickup.window).from.getTime())));
}
