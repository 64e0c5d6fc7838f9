import { i18n } from '../../i18n/i18n';
import type { PickupChoice } from '../../lib/api-types';
import { formatCookDate, formatTime } from '../../lib/format';
import '../../i18n/sections/checkout';

/** The slot chosen per cook date, by the slot's start. */
export type PickupSelection = Record<string, string>;

/** 'Pickup any time 12:00 pm – 2:00 pm' for a cook date without slots. */
export function windowText(choice: PickupChoice): string {
  return i18n.t('checkout.anyTime', { from: formatTime(choice.windowFrom), to: formatTime(choice.windowTo) });
}

/** The first cook date with slots that has no chosen slot, or null when every such date has one. */
export function missingPickup(choices: PickupChoice[], selection: PickupSelection): PickupChoice | null {
  return choices.find((choice) => choice.slotMinutes !== null && !selection[choice.cookDate]) ?? null;
}

export function missingPickupMessage(choice: PickupChoice): string {
  return i18n.t('checkout.choosePickup', { date: formatCookDate(choice.cookDate) });
}

/** What POST /orders takes: one chosen slot per cook date that has slots. */
export function pickupSlotsPayload(choices: PickupChoice[], selection: PickupSelection) {
  return choices
    .filter((choice) => choice.slotMinutes !== null && selection[choice.cookDate])
    .map((choice) => ({ cookDate: choice.cookDate, from: selection[choice.cookDate] }));
}

/** A choice stays only while its slot is still offered and not full (after a reload of the times). */
export function keepOfferedChoices(choices: PickupChoice[], selection: PickupSelection): PickupSelection {
  const kept: PickupSelection = {};
  for (const choice of choices) {
    const from = selection[choice.cookDate];
    if (from && choice.slots.some((slot) => slot.from === from && !slot.full)) kept[choice.cookDate] = from;
  }
  return kept;
}
