import { ReviewStats } from '../reviews/review-stats.service';
import { MenuSchedule } from '../schedules/menu-schedule.entity';
import { MenuCardDto } from './dto/menu-card.dto';
import { Availability, AVAILABILITY_MESSAGES } from './menu-availability';
import { MenuItem } from '../dishes/menu-item.entity';
import { dishFields } from '../dishes/menu-item.mapper';
import { isBeforeCutoff } from '../schedules/order-cutoff';

/** imageUrl first, then the further images, without repeats. */
function allImages(item: MenuItem): string[] {
  return [...new Set([item.imageUrl, ...(item.images ?? [])].filter((url) => url))];
}

export function mapMenuCard(item: MenuItem, availability: Availability<MenuSchedule>, stats: ReviewStats, now: Date): MenuCardDto {
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
  };
}
