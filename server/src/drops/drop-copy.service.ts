import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { isDomainException } from '../common/domain-exception';
import { formatDisplayDate, localDate, shiftLocalDays } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { PickupSlotsService } from '../pickup-slots/pickup-slots.service';
import { mapAdminSchedule } from '../schedules/schedule.mapper';
import { ScheduleOrders } from '../schedules/schedule-orders.port';
import { SchedulesService, ScheduleWithDish } from '../schedules/schedules.service';
import { dropError } from './drop.exception';
import { CopiedDropDto, CopyDropDto, SkippedDishDto } from './dto/copy-drop.dto';

/**
 * Copies a cook date's drop to another day: each dish again with every time moved by the same number of days on
 * the kitchen's clock, the portions it started with, its limit per customer, and the date's own slot plan.
 */
@Injectable()
export class DropCopyService {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly pickupSlots: PickupSlotsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly orders: ScheduleOrders,
  ) {}

  async copy({ fromDate, toDate }: CopyDropDto): Promise<CopiedDropDto> {
    if (fromDate === toDate) throw dropError('DROP_SAME_DAY');
    if (toDate < localDate(this.clock.now(), this.config.kitchenTimeZone)) throw dropError('DROP_TARGET_PAST', formatDisplayDate(toDate));
    const sources = await this.schedules.findOnCookDate(fromDate);
    if (sources.length === 0) throw dropError('DROP_EMPTY', formatDisplayDate(fromDate));
    const started = await this.startingPortions(sources);
    const days = dayDifference(fromDate, toDate);
    const created: CopiedDropDto['created'] = [];
    const skipped: SkippedDishDto[] = [];
    // One by one through the schedule rules (one schedule per dish from today on, times in order), so a dish
    // the rules refuse is reported and the others still go ahead.
    for (const source of sources) {
      const shift = (instant: Date) => shiftLocalDays(instant, days, this.config.kitchenTimeZone).toISOString();
      try {
        const schedule = await this.schedules.create({
          menuId: source.menuItemId,
          cookDate: toDate,
          orderCutoffAt: shift(source.orderCutoffAt),
          pickupFrom: shift(source.pickupFrom),
          pickupTo: shift(source.pickupTo),
          availableQty: started.get(source.id) ?? source.availableQty,
          maxPerCustomer: source.maxPerCustomer,
          status: source.status,
        });
        created.push(mapAdminSchedule(schedule, schedule.menuItem.name));
      } catch (error) {
        if (!isDomainException(error) || error.getStatus() >= 500) throw error;
        skipped.push({ menuId: source.menuItemId, menuName: source.menuItem.name, reason: error.message });
      }
    }
    return { fromDate, toDate, created, skipped, pickupPlanCopied: await this.copyPickupPlan(fromDate, toDate) };
  }

  /** What each schedule started with: what is left, held in checkouts, and in orders that stand. */
  private async startingPortions(sources: ScheduleWithDish[]): Promise<Map<number, number>> {
    const ordered = await this.orders.portionsOrdered(sources.map((source) => source.id));
    return new Map(sources.map((source) => [source.id, source.availableQty + source.heldQty + (ordered.get(source.id) ?? 0)]));
  }

  /** A date run on the kitchen's defaults has no plan of its own to copy. */
  private async copyPickupPlan(fromDate: string, toDate: string): Promise<boolean> {
    const plan = await this.pickupSlots.ownPlan(fromDate);
    if (!plan) return false;
    await this.pickupSlots.setPlan(toDate, { slotMinutes: plan.slotMinutes, maxOrdersPerSlot: plan.maxOrdersPerSlot });
    return true;
  }
}

/** Whole days from one calendar date to another. */
function dayDifference(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}
