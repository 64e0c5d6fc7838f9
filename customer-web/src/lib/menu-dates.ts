import type { MenuCard, MenuCardDate } from './api-types';

/**
 * A dish's card as if `date` were its only cook date: its cutoff, pickup, portions and availability are that date's,
 * so the card shows that date and Add to Cart orders from its schedule.
 */
export function cardOnDate(card: MenuCard, date: MenuCardDate): MenuCard {
  return {
    ...card,
    hasActiveSchedule: true,
    activeScheduleId: date.scheduleId,
    nextAvailableDate: date.cookDate,
    orderCutoffAt: date.orderCutoffAt,
    pickupFrom: date.pickupFrom,
    pickupTo: date.pickupTo,
    totalAvailableQuantity: date.availableQuantity,
    maxPerCustomer: date.maxPerCustomer,
    availability: date.availability,
    orderable: date.orderable,
  };
}

export interface CookDateGroup {
  cookDate: string;
  /** Each dish cooked that day, as its card on that date. */
  cards: MenuCard[];
}

export interface MenuByCookDate {
  /** Earliest cook date first. */
  dates: CookDateGroup[];
  /** Dishes on no cook date (not scheduled, or not offered): shown last, to be waited for. */
  unscheduled: MenuCard[];
}

/** The menu as customers plan their week: each cook date with its dishes, in the order the cards came. */
export function menuByCookDate(cards: MenuCard[]): MenuByCookDate {
  const byDate = new Map<string, MenuCard[]>();
  const unscheduled: MenuCard[] = [];
  for (const card of cards) {
    if (card.dates.length === 0) unscheduled.push(card);
    for (const date of card.dates) byDate.set(date.cookDate, [...(byDate.get(date.cookDate) ?? []), cardOnDate(card, date)]);
  }
  // Plain comparison: ISO dates sort as strings, and localeCompare would start the browser's locale data.
  const dates = [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([cookDate, dishes]) => ({ cookDate, cards: dishes }));
  return { dates, unscheduled };
}

/**
 * The date a dish page starts on: the one asked for (a menu card of that date links with it), else the first that
 * can be ordered, else the first; null for a dish on no date.
 */
export function initialDate(card: MenuCard, wanted: string | null): MenuCardDate | null {
  return card.dates.find((date) => date.cookDate === wanted) ?? card.dates.find((date) => date.orderable) ?? card.dates[0] ?? null;
}
