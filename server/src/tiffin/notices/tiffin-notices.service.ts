import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, MoreThanOrEqual, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { addDays, formatDisplayDate, formatKitchenTime, localDate } from '../../common/kitchen-time';
import type { Language } from '../../common/language';
import { rupeesText } from '../../common/money';
import { AppConfig } from '../../config/app-config';
import { Announcements } from '../../messages/announcements';
import { type Announcement, inEveryLanguage } from '../../messages/messages.service';
import type { MessageTopic } from '../../messages/message-topics';
import { ScheduleStockService } from '../../schedules/schedule-stock.service';
import type { TemplateName } from '../../whatsapp/whatsapp-templates';
import { TiffinAutopay } from '../billing/tiffin-autopay.service';
import { TiffinMeal } from '../meals/tiffin-meal.entity';
import { debitNoticeText, dishNoticeText, endingNoticeText, paymentFailedText, type TiffinNoticeText } from './tiffin-notice-texts';
import { TiffinPlanMeal } from '../plans/tiffin-plan-meal.entity';
import type { TiffinPlan } from '../plans/tiffin-plan.entity';
import { TiffinPlansService } from '../plans/tiffin-plans.service';
import { isoWeekday, mealDates, skipCutoffAt } from '../tiffin-rules';
import { TiffinSubscription } from '../subscriptions/tiffin-subscription.entity';
import { cutoffOf } from '../subscriptions/tiffin-subscriptions.service';

/** A date's dish is told this long before its skip cutoff (or as soon as it is set, if later and still before it). */
export const DISH_NOTICE_BEFORE_CUTOFF_MS = 12 * 3_600_000;
/** "Your plan ends" goes out once the period's last meal is this many days away or fewer. */
export const ENDING_NOTICE_DAYS = 2;
/** An AutoPay debit is announced at least this long before it is taken. */
export const DEBIT_NOTICE_AHEAD_MS = 24 * 3_600_000;
/** The job announces the debits it finds up to this far ahead, so that a notice missed on one run is given on the next. */
const DEBIT_NOTICE_WINDOW_MS = 48 * 3_600_000;

const MY_TIFFIN = '/tiffin/mine';
const TIFFIN_PLANS = '/tiffin';

/** What became of an AutoPay debit notice: written now, written before for that debit, or too late to give. */
export type DebitNoticeOutcome = 'sent' | 'already-sent' | 'too-late';

interface TiffinNotice {
  topic: MessageTopic;
  ref: string;
  link: string;
  template: TemplateName;
  /** The template's variables but the last one (the link, which the messages module adds). */
  variables: (language: Language) => string[];
  text: (language: Language) => TiffinNoticeText;
}

/**
 * The tiffin's messages to its customers, on the channels each chose and in their language, through the messages
 * module's outbox (e-mail, the site and push, or WhatsApp where the customer consented): a date's dish with its skip
 * deadline, a period about to end, a failed payment and an AutoPay debit to come. Each is written once per customer
 * and reference (a unique receipt in the same transaction), so a job run twice, on two instances or after a crash
 * tells no one twice and skips no one.
 */
@Injectable()
export class TiffinNotices {
  constructor(
    @InjectRepository(TiffinPlanMeal) private readonly planMeals: Repository<TiffinPlanMeal>,
    @InjectRepository(TiffinSubscription) private readonly subscriptions: Repository<TiffinSubscription>,
    @InjectRepository(TiffinMeal) private readonly meals: Repository<TiffinMeal>,
    private readonly plans: TiffinPlansService,
    private readonly autopay: TiffinAutopay,
    private readonly stock: ScheduleStockService,
    private readonly announcements: Announcements,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Every scheduled notice that is due; answers how many were written. */
  async sendDue(): Promise<number> {
    return (await this.announceDishes()) + (await this.announcePeriodsEnding()) + (await this.announceDebits());
  }

  /**
   * Every AutoPay charge the provider makes 24 to 48 hours from now (a period renewing at the mandate's fixed amount),
   * announced to its customer; each debit once, whichever run finds it first.
   */
  async announceDebits(): Promise<number> {
    const now = this.clock.now().getTime();
    const renewing = await this.autopay.periodsChargedBetween(
      new Date(now + DEBIT_NOTICE_AHEAD_MS),
      new Date(now + DEBIT_NOTICE_WINDOW_MS),
    );
    let told = 0;
    for (const period of renewing) {
      // A mandate charges the full price of a period (AutoPay takes no credit off), whatever this one was paid.
      const amountPaise = period.pricePerMealPaise * period.mealsInPeriod;
      const outcome = await this.debitNotice(period.id, { amountPaise, debitAt: period.nextChargeAt! });
      if (outcome === 'sent') told += 1;
    }
    return told;
  }

  /**
   * The dish of each date a plan serves whose skip cutoff is less than DISH_NOTICE_BEFORE_CUTOFF_MS ahead, to every
   * paid subscriber taking that meal: not to one who skipped or paused it, or whose meal found no portion.
   */
  async announceDishes(): Promise<number> {
    const now = this.clock.now();
    const zone = this.config.kitchenTimeZone;
    const served = await this.planMeals.find({ where: { cookDate: MoreThanOrEqual(localDate(now, zone)) }, order: { cookDate: 'ASC' } });
    let told = 0;
    for (const planMeal of served) {
      const plan = await this.plans.findOrThrow(planMeal.planId);
      const deadline = skipCutoffAt(planMeal.cookDate, cutoffOf(plan), zone);
      const ahead = deadline.getTime() - now.getTime();
      if (ahead <= 0 || ahead > DISH_NOTICE_BEFORE_CUTOFF_MS) continue;
      const eating = await this.subscribersEating(planMeal);
      const schedule = (await this.stock.findManyWithDish([planMeal.scheduleId])).get(planMeal.scheduleId);
      if (eating.length === 0 || !schedule) continue;
      const dish = (language: Language) => (language === 'hi' && schedule.menuItem.nameHi) || schedule.menuItem.name;
      const facts = (language: Language, slot: { pickupFrom: string; pickupTo: string }) => ({
        plan: plan.name,
        date: formatDisplayDate(planMeal.cookDate, language),
        dish: dish(language),
        pickup: `${slot.pickupFrom}–${slot.pickupTo}`,
        deadline: `${formatDisplayDate(localDate(deadline, zone), language)}, ${formatKitchenTime(deadline, zone, language)}`,
      });
      for (const subscription of eating)
        told += await this.tell(subscription, {
          topic: 'TIFFIN_MEALS',
          ref: `tiffin-dish-${subscription.id}-${planMeal.cookDate}`,
          link: MY_TIFFIN,
          template: 'tiffin_tomorrow',
          variables: (language) => {
            const { plan: name, date, dish: dishName, pickup, deadline: until } = facts(language, subscription);
            return [name, date, dishName, pickup, until];
          },
          text: (language) => dishNoticeText(language, facts(language, subscription)),
        });
    }
    return told;
  }

  /** Once per period, when its last meal is ENDING_NOTICE_DAYS away or fewer: how to subscribe for the next one. */
  async announcePeriodsEnding(): Promise<number> {
    const today = localDate(this.clock.now(), this.config.kitchenTimeZone);
    const running = await this.subscriptions.findBy({ status: 'ACTIVE', paidPaise: MoreThan(0), endDate: MoreThanOrEqual(today) });
    let told = 0;
    for (const subscription of running) {
      const lastMeal = mealDates(subscription.startDate, subscription.endDate, subscription.weekdays).at(-1);
      if (!lastMeal || lastMeal < today || lastMeal > addDays(today, ENDING_NOTICE_DAYS)) continue;
      const plan = await this.plans.findOrThrow(subscription.planId);
      const facts = (language: Language) => ({ plan: plan.name, lastMeal: formatDisplayDate(lastMeal, language) });
      told += await this.tell(subscription, {
        topic: 'TIFFIN_MEALS',
        ref: `tiffin-ending-${subscription.id}-${subscription.endDate}`,
        link: TIFFIN_PLANS,
        template: 'tiffin_ending',
        variables: (language) => [plan.name, facts(language).lastMeal],
        text: (language) => endingNoticeText(language, facts(language)),
      });
    }
    return told;
  }

  /** For AutoPay: a charge for the subscription failed. Told once per failed payment; answers whether it was told now. */
  async paymentFailed(subscriptionId: number, failure: { paymentId: string; amountPaise: number }): Promise<boolean> {
    const { subscription, plan } = await this.subscriptionAndPlan(subscriptionId);
    const amount = rupeesText(failure.amountPaise);
    return (
      (await this.tell(subscription, {
        topic: 'TIFFIN_PAYMENTS',
        ref: `tiffin-failed-${failure.paymentId}`.slice(0, 64),
        link: MY_TIFFIN,
        template: 'tiffin_payment_failed',
        variables: () => [plan.name, amount],
        text: (language) => paymentFailedText(language, { plan: plan.name, amount }),
      })) > 0
    );
  }

  /**
   * For AutoPay: tells the customer of a debit of `amountPaise` at `debitAt`, at least DEBIT_NOTICE_AHEAD_MS before it,
   * once per subscription and debit date. 'too-late' writes nothing: the debit must move to give the notice its time.
   */
  async debitNotice(subscriptionId: number, debit: { amountPaise: number; debitAt: Date }): Promise<DebitNoticeOutcome> {
    if (debit.debitAt.getTime() - this.clock.now().getTime() < DEBIT_NOTICE_AHEAD_MS) return 'too-late';
    const { subscription, plan } = await this.subscriptionAndPlan(subscriptionId);
    const debitDate = localDate(debit.debitAt, this.config.kitchenTimeZone);
    const amount = rupeesText(debit.amountPaise);
    const told = await this.tell(subscription, {
      topic: 'TIFFIN_PAYMENTS',
      ref: `tiffin-debit-${subscription.id}-${debitDate}`,
      link: MY_TIFFIN,
      template: 'tiffin_debit_notice',
      variables: (language) => [plan.name, amount, formatDisplayDate(debitDate, language)],
      text: (language) => debitNoticeText(language, { plan: plan.name, amount, date: formatDisplayDate(debitDate, language) }),
    });
    return told > 0 ? 'sent' : 'already-sent';
  }

  /** Paid subscriptions taking the plan's meal of that date, less those whose meal of it is not to be served. */
  private async subscribersEating(planMeal: TiffinPlanMeal): Promise<TiffinSubscription[]> {
    const { planId, cookDate } = planMeal;
    const subscribers = await this.subscriptions.find({
      where: { planId, status: 'ACTIVE', paidPaise: MoreThan(0) },
      order: { id: 'ASC' },
    });
    const taking = subscribers.filter(
      (subscription) =>
        subscription.startDate <= cookDate && subscription.endDate >= cookDate && subscription.weekdays.includes(isoWeekday(cookDate)),
    );
    if (taking.length === 0) return [];
    const notServed = await this.meals.find({
      select: { subscriptionId: true },
      where: { planId, cookDate, subscriptionId: In(taking.map((subscription) => subscription.id)), status: Not('RESERVED') },
    });
    const off = new Set(notServed.map((meal) => meal.subscriptionId));
    return taking.filter((subscription) => !off.has(subscription.id));
  }

  private async subscriptionAndPlan(subscriptionId: number): Promise<{ subscription: TiffinSubscription; plan: TiffinPlan }> {
    const subscription = await this.subscriptions.findOneByOrFail({ id: subscriptionId });
    return { subscription, plan: await this.plans.findOrThrow(subscription.planId) };
  }

  /** Writes the notice for the subscription's customer in one transaction; answers 1 when written now, 0 when told before. */
  private async tell(subscription: TiffinSubscription, notice: TiffinNotice): Promise<number> {
    const announcement: Announcement = {
      topic: notice.topic,
      ref: notice.ref,
      link: notice.link,
      text: inEveryLanguage(notice.text),
      whatsapp: { template: notice.template, variables: inEveryLanguage(notice.variables) },
    };
    return this.announcements.tell(announcement, [subscription.userId]);
  }
}
