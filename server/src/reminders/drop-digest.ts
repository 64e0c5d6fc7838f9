import { formatDisplayDate, formatKitchenTime, localDate } from '../common/kitchen-time';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { type Announcement, inEveryLanguage } from '../messages/messages.service';
import type { ScheduleWithDish } from '../schedules/schedules.service';
import { rupeesText } from '../common/money';

/** When a cook date's orders close and its food is collected, from its schedules (the earliest cutoff, the widest window). */
export function dropTimes(
  schedules: ScheduleWithDish[],
  timeZone: string,
  language: Language = DEFAULT_LANGUAGE,
): { closes: string; pickup: string } {
  const cutoff = new Date(Math.min(...schedules.map((schedule) => schedule.orderCutoffAt.getTime())));
  const from = new Date(Math.min(...schedules.map((schedule) => schedule.pickupFrom.getTime())));
  const to = new Date(Math.max(...schedules.map((schedule) => schedule.pickupTo.getTime())));
  const time = (instant: Date) => formatKitchenTime(instant, timeZone, language);
  const day = formatDisplayDate(localDate(cutoff, timeZone), language);
  return language === 'hi'
    ? { closes: `${day} को ${time(cutoff)}`, pickup: `${time(from)} से ${time(to)} तक` }
    : { closes: `${time(cutoff)} on ${day}`, pickup: `${time(from)} to ${time(to)}` };
}

/** One message for a cook date's whole drop: its dishes, when ordering closes and when to collect. */
export function dropDigest(cookDate: string, schedules: ScheduleWithDish[], timeZone: string): Announcement {
  const dishes = [...schedules].sort((a, b) => a.menuItem.name.localeCompare(b.menuItem.name));
  const menu = dishes.map((schedule) => `${schedule.menuItem.name} (${rupeesText(schedule.menuItem.pricePaise)})`).join(', ');
  return {
    topic: 'NEW_DROPS',
    ref: `drop-${cookDate}`,
    link: '/menu',
    whatsapp: {
      template: 'new_drop',
      variables: inEveryLanguage((language) => {
        const { closes, pickup } = dropTimes(schedules, timeZone, language);
        return [formatDisplayDate(cookDate, language), menu, closes, pickup];
      }),
    },
    text: inEveryLanguage((language) => {
      const { closes, pickup } = dropTimes(schedules, timeZone, language);
      const date = formatDisplayDate(cookDate, language);
      return language === 'hi'
        ? {
            title: `${date} का नया ड्रॉप`,
            paragraphs: [`हम बना रहे हैं: ${menu}।`, `${closes} तक ऑर्डर करें; पिकअप ${pickup}। पोर्शन सीमित हैं।`],
            linkLabel: 'मेन्यू देखें',
          }
        : {
            title: `New drop for ${date}`,
            paragraphs: [`We are cooking ${menu}.`, `Order by ${closes}; pickup ${pickup}. Portions are limited.`],
            linkLabel: 'See the menu',
          };
    }),
  };
}

/** The hour-before nudge for subscribers who have not ordered from the cook date yet. */
export function closingSoon(cookDate: string, schedules: ScheduleWithDish[], timeZone: string): Announcement {
  return {
    topic: 'CLOSING_SOON',
    ref: `closing-${cookDate}`,
    link: '/menu',
    whatsapp: {
      template: 'closing_soon',
      variables: inEveryLanguage((language) => {
        const { closes, pickup } = dropTimes(schedules, timeZone, language);
        return [formatDisplayDate(cookDate, language), closes, pickup];
      }),
    },
    text: inEveryLanguage((language) => {
      const { closes, pickup } = dropTimes(schedules, timeZone, language);
      const date = formatDisplayDate(cookDate, language);
      return language === 'hi'
        ? {
            title: `${date} के ऑर्डर जल्द बंद होंगे`,
            paragraphs: [`${date} के ऑर्डर ${closes} बंद होंगे; पिकअप ${pickup}।`],
            linkLabel: 'अभी ऑर्डर करें',
          }
        : {
            title: `Ordering for ${date} closes soon`,
            paragraphs: [`Orders for ${date} close at ${closes}; pickup ${pickup}.`],
            linkLabel: 'Order now',
          };
    }),
  };
}
