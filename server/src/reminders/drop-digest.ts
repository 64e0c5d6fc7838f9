import { formatDisplayDate, formatKitchenTime, localDate } from '../common/kitchen-time';
import type { Announcement } from '../messages/messages.service';
import type { ScheduleWithDish } from '../schedules/schedules.service';
import { rupeesText } from '../common/money';


/** When a cook date's orders close and its food is collected, from its schedules (the earliest cutoff, the widest window). */
export function dropTimes(schedules: ScheduleWithDish[], timeZone: string): { closes: string; pickup: string } {
  const cutoff = new Date(Math.min(...schedules.map((schedule) => schedule.orderCutoffAt.getTime())));
  const from = new Date(Math.min(...schedules.map((schedule) => schedule.pickupFrom.getTime())));
  const to = new Date(Math.max(...schedules.map((schedule) => schedule.pickupTo.getTime())));
  return {
    closes: `${formatKitchenTime(cutoff, timeZone)} on ${formatDisplayDate(localDate(cutoff, timeZone))}`,
    pickup: `${formatKitchenTime(from, timeZone)} to ${formatKitchenTime(to, timeZone)}`,
  };
}

/** One message for a cook date's whole drop: its dishes, when ordering closes and when to collect. */
export function dropDigest(cookDate: string, schedules: ScheduleWithDish[], timeZone: string): Announcement {
  const { closes, pickup } = dropTimes(schedules, timeZone);
  const dishes = [...schedules].sort((a, b) => a.menuItem.name.localeCompare(b.menuItem.name));
  return {
    topic: 'NEW_DROPS',
    ref: `drop-${cookDate}`,
    title: `New drop for ${formatDisplayDate(cookDate)}`,
    paragraphs: [
      `We are cooking ${dishes.map((schedule) => `${schedule.menuItem.name} (${rupeesText(schedule.menuItem.pricePaise)})`).join(', ')}.`,
      `Order by ${closes}; pickup ${pickup}. Portions are limited.`,
    ],
    link: '/menu',
    linkLabel: 'See the menu',
  };
}

/** The hour-before nudge for subscribers who have not ordered from the cook date yet. */
export function closingSoon(cookDate: string, schedules: ScheduleWithDish[], timeZone: string): Announcement {
  const { closes, pickup } = dropTimes(schedules, timeZone);
  return {
    topic: 'CLOSING_SOON',
    ref: `closing-${cookDate}`,
    title: `Ordering for ${formatDisplayDate(cookDate)} closes soon`,
    paragraphs: [`Orders for ${formatDisplayDate(cookDate)} close at ${closes}; pickup ${pickup}.`],
    link: '/menu',
    linkLabel: 'Order now',
  };
}
