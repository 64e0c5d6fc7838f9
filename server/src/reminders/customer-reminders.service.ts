import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { formatKitchenTime } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { Announcements } from '../messages/announcements';
import { Announcement, inEveryLanguage, MessagesService } from '../messages/messages.service';
import { ReminderAudienceService } from '../orders/reports/reminder-audience.service';
import { SchedulesService, ScheduleWithDish } from '../schedules/schedules.service';
import { closingSoon, dropDigest } from './drop-digest';
import { CLOSING_SOON_MS, DROP_SETTLE_MS, PICKUP_AHEAD_MS, RECIPIENTS_PER_BATCH, REVIEW_AFTER_MS, REVIEW_UNTIL_MS } from './reminder-rules';

/**
 * The kitchen's scheduled messages: new-drop digests, 'ordering closes soon', pickup reminders and review requests.
 * Each pass may run any number of times: MessagesService tells each customer about each thing once.
 */
@Injectable()
export class CustomerReminders {
  constructor(
    private readonly schedules: SchedulesService,
    private readonly audience: ReminderAudienceService,
    private readonly messages: MessagesService,
    private readonly announcements: Announcements,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Every reminder that is due; answers how many customers were told something. */
  async sendDue(): Promise<number> {
    const counts = [await this.announceDrops(), await this.warnClosingSoon(), await this.remindPickups(), await this.askForReviews()];
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** One digest per open cook date to new-drop subscribers, once its dishes stopped being added. */
  async announceDrops(): Promise<number> {
    const settledBefore = this.clock.now().getTime() - DROP_SETTLE_MS;
    let told = 0;
    for (const [cookDate, schedules] of await this.openDrops()) {
      if (Math.max(...schedules.map((schedule) => schedule.createdAt.getTime())) > settledBefore) continue;
      told += await this.tell(dropDigest(cookDate, schedules, this.config.kitchenTimeZone), await this.messages.newDropsAudience());
    }
    return told;
  }

  /** An hour before a cook date's first cutoff, to new-drop subscribers who have not ordered from it. */
  async warnClosingSoon(): Promise<number> {
    const now = this.clock.now().getTime();
    let told = 0;
    for (const [cookDate, schedules] of await this.openDrops()) {
      const firstCutoff = Math.min(...schedules.map((schedule) => schedule.orderCutoffAt.getTime()));
      if (firstCutoff - now > CLOSING_SOON_MS) continue;
      const ordered = await this.audience.customersWhoOrdered(
        (await this.schedules.findOnCookDate(cookDate)).map((schedule) => schedule.id),
      );
      const subscribers = (await this.messages.newDropsAudience()).filter((userId) => !ordered.has(userId));
      told += await this.tell(closingSoon(cookDate, schedules, this.config.kitchenTimeZone), subscribers);
    }
    return told;
  }

  /** An hour before an order's pickup starts. */
  async remindPickups(): Promise<number> {
    const now = this.clock.now();
    const due = await this.audience.pickupsStarting(now, new Date(now.getTime() + PICKUP_AHEAD_MS));
    let told = 0;
    for (const order of due) {
      told += await this.tell(
        {
          topic: 'PICKUP_REMINDER',
          ref: `pickup-${order.orderId}`,
          link: `/profile/order/${order.orderRefId}`,
          whatsapp: {
            template: 'pickup_reminder',
            variables: inEveryLanguage((language) => [
              order.orderRefId,
              formatKitchenTime(order.pickupAt!, this.config.kitchenTimeZone, language),
            ]),
          },
          text: inEveryLanguage((language) => {
            const time = formatKitchenTime(order.pickupAt!, this.config.kitchenTimeZone, language);
            return language === 'hi'
              ? {
                  title: `${time} पर पिकअप: ऑर्डर ${order.orderRefId}`,
                  paragraphs: [`आपका ऑर्डर ${order.orderRefId} ${time} से लिया जा सकता है। जल्द मिलते हैं!`],
                  linkLabel: 'आपका ऑर्डर',
                }
              : {
                  title: `Pickup at ${time}: order ${order.orderRefId}`,
                  paragraphs: [`Your order ${order.orderRefId} can be collected from ${time}. See you soon!`],
                  linkLabel: 'Your order',
                };
          }),
        },
        [order.userId],
      );
    }
    return told;
  }

  /** A day after an order was delivered, a link to review its dishes. */
  async askForReviews(): Promise<number> {
    const now = this.clock.now().getTime();
    const delivered = await this.audience.deliveredBetween(new Date(now - REVIEW_UNTIL_MS), new Date(now - REVIEW_AFTER_MS));
    let told = 0;
    for (const order of delivered) {
      told += await this.tell(
        {
          topic: 'REVIEW_REQUEST',
          ref: `review-${order.orderId}`,
          link: `/profile/order/${order.orderRefId}`,
          whatsapp: { template: 'review_request', variables: { en: [order.orderRefId], hi: [order.orderRefId] } },
          text: {
            en: {
              title: `How was your order ${order.orderRefId}?`,
              paragraphs: ['We hope you enjoyed it. A short review helps other customers choose and tells us what to cook again.'],
              linkLabel: 'Review your dishes',
            },
            hi: {
              title: `आपका ऑर्डर ${order.orderRefId} कैसा लगा?`,
              paragraphs: ['उम्मीद है आपको खाना पसंद आया। एक छोटी-सी समीक्षा दूसरे ग्राहकों को चुनने में मदद करती है और हमें बताती है कि फिर से क्या बनाएँ।'],
              linkLabel: 'अपने व्यंजनों की समीक्षा करें',
            },
          },
        },
        [order.userId],
      );
    }
    return told;
  }

  /** Open cook dates with their orderable schedules, earliest first. */
  private async openDrops(): Promise<Map<string, ScheduleWithDish[]>> {
    const drops = new Map<string, ScheduleWithDish[]>();
    for (const schedule of await this.schedules.findOrderable())
      drops.set(schedule.cookDate, [...(drops.get(schedule.cookDate) ?? []), schedule]);
    return drops;
  }

  /** Writes the announcement for `userIds` in bounded transactions; each batch commits with its receipts. */
  private async tell(announcement: Announcement, userIds: number[]): Promise<number> {
    let told = 0;
    for (let start = 0; start < userIds.length; start += RECIPIENTS_PER_BATCH) {
      told += await this.announcements.tell(announcement, userIds.slice(start, start + RECIPIENTS_PER_BATCH));
    }
    return told;
  }
}
