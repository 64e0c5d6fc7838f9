import { WaitlistService } from '../../src/waitlist/waitlist.service';
import { createOrderableDish } from '../factories/menu.factory';
import { createUser } from '../factories/user.factory';
import { pauseJobs } from '../support/pause-jobs';
import { startTestApp, TestApp } from '../support/test-app';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { invalidateMenus } from '../factories/menu.factory';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('message settings and unsubscribing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SITE_URL: 'https://kitchen.example.in' });
    await pauseJobs(t, 'notify-waitlists');
  });
  afterAll(async () => t?.close());

  it('lists every message type with its defaults, and keeps the choices made', async () => {
    const { token } = await createUser(t);
    const before = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
    expect(before.body.data.map((row: { topic: string }) => row.topic)).toEqual([
      'NEW_DROPS',
      'CLOSING_SOON',
      'WAITLIST',
      'PICKUP_REMINDER',
      'REVIEW_REQUEST',
      'TIFFIN_MEALS',
      'TIFFIN_PAYMENTS',
    ]);
    expect(before.body.data[0]).toMatchObject({ topic: 'NEW_DROPS', label: 'New drops', email: false, inApp: false });
    expect(before.body.data[2]).toMatchObject({ topic: 'WAITLIST', email: true, inApp: true });

    const saved = await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(token))
      .send({ topics: [{ topic: 'NEW_DROPS', email: true, inApp: false }] })
      .expect(200);
    expect(saved.body.data[0]).toMatchObject({ topic: 'NEW_DROPS', email: true, inApp: false });
    await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(token))
      .send({ topics: [{ topic: 'NEW_DROPS', email: true, inApp: true }] })
      .expect(200);
    const after = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
    expect(after.body.data[0]).toMatchObject({ email: true, inApp: true });
    expect(after.body.data[2]).toMatchObject({ topic: 'WAITLIST', email: true, inApp: true });
  });

  it('refuses unknown topics and non-boolean choices with a message naming them, changing nothing', async () => {
    const { token } = await createUser(t);
    const unknown = await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(token))
      .send({ topics: [{ topic: 'SPAM', email: true, inApp: true }] })
      .expect(400);
    expect(unknown.body.errors[0]).toMatchObject({
      field: 'topics.0.topic',
      message: expect.stringContaining('topic must be one of NEW_DROPS'),
    });
    const notBoolean = await t
      .http()
      .put('/api/v1/messages/preferences')
      .set(auth(token))
      .send({ topics: [{ topic: 'NEW_DROPS', email: 'yes', inApp: true }] })
      .expect(400);
    expect(notBoolean.body.errors[0]).toMatchObject({ field: 'topics.0.email', message: 'email must be true or false' });
    await t.http().put('/api/v1/messages/preferences').send({ topics: [] }).expect(401);
    const now = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
    expect(now.body.data[0]).toMatchObject({ email: false, inApp: false });
  });

  it('sends kitchen e-mails with one-click unsubscribe headers whose link turns that type off', async () => {
    const { user, token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t, {}, { availableQty: 0 });
    await t.http().post(`/api/v1/waitlist/${dish.id}`).set(auth(token)).expect(201);
    await t.dataSource.getRepository(MenuSchedule).update({ id: schedule.id }, { availableQty: 1 });
    invalidateMenus(t);
    await t.app.get(WaitlistService).notifyAvailable();
    const mail = await t.mail.waitFor(user.email, new RegExp(`^${dish.name} is back$`));

    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(https:\/\/kitchen\.example\.in\/api\/v1\/messages\/unsubscribe\?token=([^>]+))>$/.exec(
      mail.headers.get('list-unsubscribe') ?? '',
    );
    expect(oneClick).not.toBeNull();
    const page = /https:\/\/kitchen\.example\.in\/unsubscribe\?token=(\S+)/.exec(mail.text);
    expect(page?.[1]).toBe(oneClick![2]);

    // What a mail client does (RFC 8058): POST the form to the header's address.
    const answer = await t
      .http()
      .post(`/api/v1/messages/unsubscribe?token=${oneClick![2]}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(answer.body.data).toEqual({ topic: 'WAITLIST', label: 'Back in stock' });
    const settings = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
    expect(settings.body.data.find((row: { topic: string }) => row.topic === 'WAITLIST')).toMatchObject({ email: false, inApp: true });
  });

  it('refuses a forged or mangled unsubscribe token', async () => {
    const { user, token } = await createUser(t);
    for (const forged of [
      `${user.id}.WAITLIST.${'A'.repeat(32)}`,
      `${user.id}.WAITLIST`,
      'nonsense',
      `${user.id}.SPAM.${'A'.repeat(32)}`,
    ]) {
      const answer = await t
        .http()
        .post(`/api/v1/messages/unsubscribe?token=${encodeURIComponent(forged)}`)
        .expect(400);
      expect(answer.body).toMatchObject({ code: 'UNSUBSCRIBE_LINK_INVALID' });
    }
    await t.http().post('/api/v1/messages/unsubscribe').expect(400);
    const settings = await t.http().get('/api/v1/messages/preferences').set(auth(token)).expect(200);
    expect(settings.body.data.find((row: { topic: string }) => row.topic === 'WAITLIST')).toMatchObject({ email: true });
  });
});
