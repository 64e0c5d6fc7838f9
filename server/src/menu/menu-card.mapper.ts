import { ReviewStats } from '../reviews/review-stats.service';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { MenuCardDateDto, MenuCardDto } from './dto/menu-card.dto';
import { Availability, AVAILABILITY_MESSAGES, decideAvailability } from './menu-availability';
import { MenuItem } from '../dishes/menu-item.entity';
import { dishFields } from '../dishes/menu-item.mapper';
import { isBeforeCutoff } from '../schedules/order-cutoff';

/** imageUrl first, then the further images, without repeats. */
function allImages(item: MenuItem): string[] {
  return [...new Set([item.imageUrl, ...(item.images ?? [])].filter((url) => url))];
}

/** Each cook date of the dish as its own choice: decided alone, as if it were the dish's only schedule. */
function mapCardDates(item: MenuItem, schedules: MenuSchedule[], now: Date): MenuCardDateDto[] {
  return [...schedules]
    .sort((a, b) => a.cookDate.localeCompare(b.cookDate) || a.pickupFrom.getTime() - b.pickupFrom.getTime())
    .map((schedule) => {
      const own = decideAvailability(item.active, [schedule], now);
      return {
        scheduleId: schedule.id,
        cookDate: schedule.cookDate,
        orderCutoffAt: schedule.orderCutoffAt.toISOString(),
        pickupFrom: schedule.pickupFrom.toISOString(),
        pickupTo: schedule.pickupTo.toISOString(),
        availableQuantity: isBeforeCutoff(schedule, now) ? schedule.availableQty : 0,
        maxPerCustomer: schedule.maxPerCustomer,
        availability: { state: own.state, message: AVAILABILITY_MESSAGES[own.state] },
        orderable: own.orderable,
      };
    });
}

/** `schedules`: the dish's PUBLISHED schedules that still matter; `availability` was decided from them. */
export function mapMenuCard(
  item: MenuItem,
  schedules: MenuSchedule[],
  availability: Availability<MenuSchedule>,
  stats: ReviewStats,
  now: Date,
): MenuCardDto {
  const schedule = availability.schedule;
  const takingOrders = schedule !== undefined && isBeforeCutoff(schedule, now);
  return {
    ...dishFields(item),
    images: allImages(item),
    hasActiveSchedule: schedule !== undefined,
    totalAvailableQuantity: takingOrders ? schedule.availableQty : 0,
    maxPerCustomer: schedule?.maxPerCustomer ?? null,
    nextAvailableDate: schedule?.cookDate ?? null,
    orderCutoffAt: schedule?.orderCutoffAt.toISOString() ?? null,
    pickupFrom: schedule?.pickupFrom.toISOString() ?? null,
    pickupTo: schedule?.pickupTo.toISOString() ?? null,
    activeScheduleId: schedule?.id ?? null,
    availability: { state: availability.state, message: AVAILABILITY_MESSAGES[availability.state] },
    orderable: availability.orderable,
    averageRating: stats.averageRating,
    reviewCount: stats.reviewCount,
    dates: item.active ? mapCardDates(item, schedules, now) : [],
  };
}
