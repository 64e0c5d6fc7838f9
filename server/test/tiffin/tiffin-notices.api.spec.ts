import { Like } from 'typeorm';
import { addDays } from '../../src/common/kitchen-time';
import { CustomerMessage } from '../../src/messages/customer-message.entity';
import { MessageMail } from '../../src/messages/message-mail.entity';
import { MessageReceipt } from '../../src/messages/message-receipt.entity';
import { TiffinNoticesJob } from '../../src/tiffin/notices/tiffin-notices.job';
import { TiffinNotices } from '../../src/tiffin/notices/tiffin-notices.service';
import { TiffinReservations } from '../../src/tiffin/meals/tiffin-reservations.service';
import { WhatsAppMessage } from '../../src/whatsapp/whatsapp-message.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { createUser } from '../factories/user.factory';
import { type CaughtMail, MailCatcher } from '../support/mail-catcher';
import { waitFor } from '../support/eventually';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, createPlan, pay, serve, subscribe, travelToKitchenTime } from './tiffin.helpers';

describe('tiffin messages', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await startTestApp();
    // A second server instance on the same database, as when several run behind a load balancer.
    second = await startTestApp({}, first.database);
    // The tests run the jobs by hand on a moved clock: a real tick between could hold a lease from another time.
    for (const instance of [first, second]) await pauseJobs(instance, 'reserve-tiffin-meals', 'tiffin-notices');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  afterEach(() => {
    first.clock.reset();
    second.clock.reset();
  });

  /** Both instances' clocks at `time` kitchen time, `days` after today. */
  function travel(time: string, days = 0): string {
    const today = travelToKitchenTime(first, time);
    first.clock.travelTo(new Date(first.clock.now().getTime() + days * 86_400_000));
    second.clock.travelTo(first.clock.now());
    return addDays(today, days);
  }

  async function paidSubscriber(planId: number, language: 'en' | 'hi' = 'en', phone = '919876543210') {
    const customer = await createUser(first, { language, phone });
    const subscription = (await subscribe(first, customer.token, { planId, period: 'WEEK' })).body.data;
    expect((await pay(first, subscription.id, subscription.amount)).status).toBe(200);
    return { ...customer, subscriptionId: subscription.id as number, meals: subscription.meals as { cookDate: string }[] };
  }

  const mailsTo = (email: string, subject: RegExp): CaughtMail[] =>
    [...first.mail.messages, ...second.mail.messages].filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
  /** The e-mail to `email` whose subject matches, from whichever instance's outbox sent it. */
  async function mailTo(email: string, subject: RegExp): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    while (mailsTo(email, subject).length === 0) {
      if (Date.now() > deadline) throw new Error(`No e-mail to ${email} matching ${subject} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return mailsTo(email, subject)[0];
  }
  const receipts = (ref: string) => first.dataSource.getRepository(MessageReceipt).find({ where: { ref: Like(ref) } });
  const runJobOnBoth = () => Promise.all([first, second].map((instance) => instance.app.get(TiffinNoticesJob).run()));

  it("tells each customer eating a date's meal its dish and skip deadline once, in their language, not those who skipped or paused", async () => {
    const day0 = travel('10:00');
    const day1 = addDays(day0, 1);
    const plan = await createPlan(first, { name: 'Ghar ka khana' });
    const asha = await paidSubscriber(plan.id);
    const ravi = await paidSubscriber(plan.id, 'hi');
    const skipper = await paidSubscriber(plan.id);
    const pauser = await paidSubscriber(plan.id);
    const quiet = await paidSubscriber(plan.id);
    const onWhatsApp = await paidSubscriber(plan.id, 'hi', '919812300017');
    await first.http().put('/api/v1/profile/whatsapp').set(bearer(onWhatsApp.token)).send({ on: true, source: 'PROFILE' }).expect(200);
    expect(asha.meals[0].cookDate).toBe(day1);
    await first
      .http()
      .post(`/api/v1/tiffin/subscriptions/${skipper.subscriptionId}/skip`)
      .set(bearer(skipper.token))
      .send({ cookDate: day1 })
      .expect(200);
    await first
      .http()
      .post(`/api/v1/tiffin/subscriptions/${pauser.subscriptionId}/pause`)
      .set(bearer(pauser.token))
      .send({ from: day1, to: addDays(day1, 1) })
      .expect(200);
    await first
      .http()
      .put('/api/v1/messages/preferences')
      .set(bearer(quiet.token))
      .send({ topics: [{ topic: 'TIFFIN_MEALS', email: false, inApp: true }] })
      .expect(200);

    // No dish set for the date yet: nothing to tell.
    expect(await first.app.get(TiffinNotices).announceDishes()).toBe(0);
    const { schedule } = await createOrderableDish(
      first,
      { name: 'Rajma chawal', nameHi: 'राजमा चावल' },
      { cookDate: day1, availableQty: 10 },
    );
    expect((await serve(first, plan.id, day1, schedule.id)).status).toBe(200);
    await first.app.get(TiffinReservations).reserveOpenDates();

    // The job on both instances at once, then the passes again with no lease at all (as after a crash): told once each.
    await runJobOnBoth();
    expect(await Promise.all([first, second].map((instance) => instance.app.get(TiffinNotices).announceDishes()))).toEqual([0, 0]);
    const told = await receipts(`tiffin-dish-%-${day1}`);
    expect(told.map((receipt) => receipt.userId).sort((a, b) => a - b)).toEqual(
      [asha, ravi, quiet, onWhatsApp].map((customer) => customer.user.id).sort((a, b) => a - b),
    );

    const english = await mailTo(asha.user.email, /^Your tiffin on /);
    expect(english.subject).toContain('Rajma chawal');
    expect(english.text).toContain('your Ghar ka khana is Rajma chawal. Pickup 12:30–14:00.');
    expect(english.text).toMatch(/Skip this meal until \d{2} \w{3} \d{4}, 8:00\spm and it becomes credit on your plan\./);
    expect(english.text).toContain('/tiffin/mine');
    const hindi = await mailTo(ravi.user.email, /का टिफ़िन: राजमा चावल$/);
    expect(hindi.text).toContain('नहीं आ पाएँगे?');
    expect(hindi.text).not.toContain('Skip this meal');

    for (const customer of [asha, ravi]) expect(mailsTo(customer.user.email, /टिफ़िन|tiffin/)).toHaveLength(1);
    for (const customer of [skipper, pauser, quiet, onWhatsApp]) expect(mailsTo(customer.user.email, /टिफ़िन|tiffin/)).toHaveLength(0);
    // A customer who consented to WhatsApp reminders hears it there instead, in their language.
    const whatsApp = await first.dataSource.getRepository(WhatsAppMessage).findBy({ phone: '919812300017', template: 'tiffin_tomorrow' });
    expect(whatsApp).toHaveLength(1);
    expect(whatsApp[0].body).toMatch(/का आपका Ghar ka khana टिफ़िन: राजमा चावल, पिकअप 12:30–14:00।/);
    // The customer who turned the e-mails off still finds the notice on the site.
    const onSite = await first.dataSource.getRepository(CustomerMessage).findBy({ userId: quiet.user.id, topic: 'TIFFIN_MEALS' });
    expect(onSite.map((message) => message.title)).toEqual([expect.stringContaining('Rajma chawal')]);

    // Past the skip cutoff nothing more goes out for that date.
    travel('20:30');
    expect(await first.app.get(TiffinNotices).announceDishes()).toBe(0);
  });

  it("says once when a period's last meal is two days away or fewer, with where to subscribe again", async () => {
    const day0 = travel('09:00');
    const plan = await createPlan(first, { name: 'Office dinner' });
    const customer = await paidSubscriber(plan.id);
    const lastMeal = customer.meals[customer.meals.length - 1].cookDate;
    expect(await first.app.get(TiffinNotices).announcePeriodsEnding()).toBe(0);

    const daysToGo = Math.round((Date.parse(lastMeal) - Date.parse(day0)) / 86_400_000) - 2;
    travel('09:00', daysToGo);
    await runJobOnBoth();
    expect(await first.app.get(TiffinNotices).announcePeriodsEnding()).toBe(0);
    expect(await receipts(`tiffin-ending-${customer.subscriptionId}-%`)).toHaveLength(1);
    const mail = await mailTo(customer.user.email, /^Your Office dinner ends on /);
    expect(mail.text).toContain('Subscribe for the next period on the tiffin plans page');
  });

  it('tells of a failed payment once per payment, and of an AutoPay debit only a day or more ahead, once per debit', async () => {
    travel('11:00');
    const plan = await createPlan(first, { name: 'Weekday lunch' });
    const customer = await paidSubscriber(plan.id);
    const hindi = await paidSubscriber(plan.id, 'hi');
    const notices = first.app.get(TiffinNotices);

    expect(await notices.paymentFailed(customer.subscriptionId, { paymentId: 'pay_failed_1', amountPaise: 84350 })).toBe(true);
    expect(await notices.paymentFailed(customer.subscriptionId, { paymentId: 'pay_failed_1', amountPaise: 84350 })).toBe(false);
    const failed = await mailTo(customer.user.email, /^Your payment for Weekday lunch did not go through$/);
    expect(failed.text).toContain('The payment of ₹843.50 for your Weekday lunch did not go through.');

    const now = first.clock.now().getTime();
    const tooSoon = new Date(now + 23 * 3_600_000);
    expect(await notices.debitNotice(hindi.subscriptionId, { amountPaise: 84350, debitAt: tooSoon })).toBe('too-late');
    expect(await receipts(`tiffin-debit-${hindi.subscriptionId}-%`)).toHaveLength(0);
    const debitAt = new Date(now + 48 * 3_600_000);
    expect(await notices.debitNotice(hindi.subscriptionId, { amountPaise: 84350, debitAt })).toBe('sent');
    expect(await second.app.get(TiffinNotices).debitNotice(hindi.subscriptionId, { amountPaise: 84350, debitAt })).toBe('already-sent');
    const debit = await mailTo(hindi.user.email, /^AutoPay: .* को ₹843.50 कटेंगे$/);
    expect(debit.text).toContain('आपके Weekday lunch की अगली अवधि के लिए');
    expect(mailsTo(hindi.user.email, /^AutoPay/)).toHaveLength(1);
  });
});

describe('tiffin messages while the mail server is down', () => {
  it('keeps the e-mail in the outbox and delivers it once when the mail server is back', async () => {
    const t = await startTestApp();
    const port = Number(new URL(t.config.smtpUrl!).port);
    const revived = new MailCatcher();
    try {
      await pauseJobs(t, 'reserve-tiffin-meals', 'tiffin-notices');
      const plan = await createPlan(t, { name: 'Evening tiffin' });
      const { user, token } = await createUser(t);
      const subscription = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data;
      expect((await pay(t, subscription.id, subscription.amount)).status).toBe(200);
      await t.mail.stop();

      expect(await t.app.get(TiffinNotices).paymentFailed(subscription.id, { paymentId: 'pay_offline_1', amountPaise: 84350 })).toBe(true);
      const outbox = () => t.dataSource.getRepository(MessageMail).findBy({ recipient: user.email });
      await waitFor(outbox, (rows) => rows.length === 1 && rows[0].attempts >= 1);
      const [waiting] = await outbox();
      expect(waiting.sentAt).toBeNull();
      expect(waiting.lastError).toBeTruthy();

      await revived.start(port);
      const mail = await revived.waitFor(user.email, /^Your payment for Evening tiffin did not go through$/, 15_000);
      expect(mail.text).toContain('₹843.50');
      await waitFor(outbox, (rows) => rows[0].sentAt !== null);
      expect(revived.messages.filter((message) => message.to.includes(user.email))).toHaveLength(1);
    } finally {
      await t.app.close();
      await revived.stop();
      await t.database.drop();
    }
  });
});
