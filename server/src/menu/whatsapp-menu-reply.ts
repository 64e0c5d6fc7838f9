import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { formatDisplayDate, formatKitchenTime } from '../common/kitchen-time';
import type { Language } from '../common/language';
import { rupeesText } from '../common/money';
import { AppConfig } from '../config/app-config';
import { WhatsAppMenu } from '../whatsapp/whatsapp-menu.port';
import { MenuCardsService } from './menu-cards.service';

/** How many cook dates a 'menu' reply lists: today's (or the next) and the one after. */
const DATES_SHOWN = 2;

const WORDS: Record<
  Language,
  { heading: string; orderBy: string; left: string; soldOut: string; closed: string; order: string; nothing: string }
> = {
  en: {
    heading: 'What we are cooking',
    orderBy: 'order by',
    left: 'left',
    soldOut: 'sold out',
    closed: 'ordering closed',
    order: 'Order here',
    nothing:
      'Nothing is on the menu right now. Reply STOP to stop messages; we tell customers who turned on new drops when the next one opens.',
  },
  hi: {
    heading: 'हम क्या बना रहे हैं',
    orderBy: 'ऑर्डर की आख़िरी घड़ी',
    left: 'बचे',
    soldOut: 'सब बिक गए',
    closed: 'ऑर्डर बंद',
    order: 'यहाँ ऑर्डर करें',
    nothing: 'अभी मेन्यू में कुछ नहीं है। जिन्होंने नए ड्रॉप चालू किए हैं, उन्हें अगला ड्रॉप खुलते ही बताया जाता है।',
  },
};

interface Line {
  cookDate: string;
  cutoff: Date;
  text: string;
}

/** The reply to 'menu' on WhatsApp, from the same cached cards the menu page shows. */
@Injectable()
export class WhatsAppMenuReply extends WhatsAppMenu {
  constructor(
    private readonly cards: MenuCardsService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async describe(language: Language): Promise<string> {
    const words = WORDS[language];
    const now = this.clock.now().getTime();
    const zone = this.config.kitchenTimeZone;
    const lines: Line[] = (await this.cards.menu()).cards.flatMap((card) =>
      card.dates
        .filter((date) => Date.parse(date.pickupTo) > now)
        .map((date) => {
          const state = date.orderable
            ? `${date.availableQuantity} ${words.left}`
            : Date.parse(date.orderCutoffAt) <= now
              ? words.closed
              : words.soldOut;
          const name = language === 'hi' && card.nameHi ? card.nameHi : card.name;
          return {
            cookDate: date.cookDate,
            cutoff: new Date(date.orderCutoffAt),
            text: `• ${name} ${rupeesText(card.price * 100)} — ${state}`,
          };
        }),
    );
    const dates = [...new Set(lines.map((line) => line.cookDate))].sort().slice(0, DATES_SHOWN);
    if (dates.length === 0) return words.nothing;
    const sections = dates.map((cookDate) => {
      const ofDate = lines.filter((line) => line.cookDate === cookDate);
      const cutoff = new Date(Math.min(...ofDate.map((line) => line.cutoff.getTime())));
      const heading = `*${formatDisplayDate(cookDate, language)}* (${words.orderBy} ${formatKitchenTime(cutoff, zone, language)})`;
      return [heading, ...ofDate.map((line) => line.text).sort()].join('\n');
    });
    return [`${words.heading}:`, ...sections, `${words.order}: ${this.config.siteUrl}/menu`].join('\n\n');
  }
}
