import { AddressInfo, createServer, Server } from 'node:net';
import { HostResolver } from '../../src/outbound/host-resolver';
import { PushMessage } from '../../src/push/push-message.entity';
import { PushSubscription } from '../../src/push/push-subscription.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const PUBLIC_ADDRESS = { address: '93.184.215.14', family: 4 as const };

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Issue 31: with the default configuration, no push endpoint reaches this machine or its network. */
describe('Web Push endpoints and the outbound guard', () => {
  let t: TestApp;
  let admin: string;
  /** A listener on 127.0.0.1 standing for whatever internal service an endpoint could point at: it counts who came. */
  let internalService: Server;
  let connections = 0;
  let port: number;

  beforeAll(async () => {
    internalService = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => internalService.listen(0, '127.0.0.1', resolve));
    port = (internalService.address() as AddressInfo).port;
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => internalService.close(resolve));
  });
  afterEach(() => jest.restoreAllMocks());

  const subscriptions = () => t.dataSource.getRepository(PushSubscription);
  const subscribe = (token: string, endpoint: string) =>
    t.http().post('/api/v1/push/subscriptions').set(auth(token)).send({ endpoint, expirationTime: null, keys: KEYS });
  /**
   * The messages written for the user's one subscription, once the worker has forgotten the subscription and closed
   * every row (it deletes the subscription first, then closes the row it was sending).
   */
  const settledMessages = async (subscriptionId: number): Promise<PushMessage[]> => {
    const messages = () => t.dataSource.getRepository(PushMessage).findBy({ subscriptionId });
    await eventually(
      async () => !(await subscriptions().existsBy({ id: subscriptionId })) && (await messages()).every((row) => row.sentAt !== null),
    );
    return messages();
  };
  const refusals = (messages: PushMessage[]) =>
    messages.map((row) => row.lastError).filter((error) => error?.startsWith('endpoint refused'));
  const resolving = (...addresses: { address: string; family: 4 | 6 }[]) =>
    jest.spyOn(t.app.get(HostResolver), 'resolve').mockResolvedValue(addresses);

  it.each([
    ['https://127.0.0.1:PORT/push/a', 'the host 127.0.0.1 is a loopback address'],
    ['https://localhost:PORT/push/a', 'the host localhost is a local or internal name'],
    ['https://[::1]:PORT/push/a', 'the host ::1 is a loopback address'],
    ['https://127.1:PORT/push/a', 'the host 127.0.0.1 is a loopback address'],
    ['https://2130706433:PORT/push/a', 'the host 127.0.0.1 is a loopback address'],
    ['https://0x7f000001:PORT/push/a', 'the host 127.0.0.1 is a loopback address'],
    ['https://0177.0.0.1:PORT/push/a', 'the host 127.0.0.1 is a loopback address'],
    ['https://169.254.169.254/latest/meta-data/', 'the host 169.254.169.254 is a cloud metadata address'],
    ['https://10.0.0.1/push/a', 'the host 10.0.0.1 is a private address'],
    ['https://192.168.1.1/push/a', 'the host 192.168.1.1 is a private address'],
    ['https://[::ffff:127.0.0.1]:PORT/push/a', 'the host ::ffff:7f00:1 is a loopback address'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'the host metadata.google.internal is a local or internal name'],
  ])('refuses to keep the endpoint %s, saying why, and stores nothing', async (pattern, reason) => {
    const { user, token } = await createUser(t);
    const endpoint = pattern.replace('PORT', String(port));

    const answer = await subscribe(token, endpoint).expect(400);

    expect(answer.body).toMatchObject({
      success: false,
      code: 'PUSH_ENDPOINT_REFUSED',
      message: `endpoint must be the https address that the browser's push service gave: ${reason}, which requests to outside services may not reach`,
    });
    expect(await subscriptions().countBy({ userId: user.id })).toBe(0);
    expect(connections).toBe(0);
  });

  it('refuses a name whose addresses include an internal one, and one that does not resolve', async () => {
    const { user, token } = await createUser(t);
    resolving(PUBLIC_ADDRESS, { address: '10.1.2.3', family: 4 });
    expect((await subscribe(token, 'https://push.partly-inside.test/push/a').expect(400)).body.message).toMatch(
      /the host push\.partly-inside\.test resolves to 10\.1\.2\.3, a private address/,
    );
    jest.restoreAllMocks();
    expect((await subscribe(token, 'https://push.nowhere.test/push/a').expect(400)).body.message).toMatch(
      /the host push\.nowhere\.test could not be resolved \(ENOTFOUND\)/,
    );
    expect(await subscriptions().countBy({ userId: user.id })).toBe(0);
  });

  it('keeps an endpoint whose name resolves to public addresses only', async () => {
    const { user, token } = await createUser(t);
    resolving(PUBLIC_ADDRESS, { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 });
    await subscribe(token, 'https://push.public.test/push/a').expect(201);
    expect(await subscriptions().countBy({ userId: user.id })).toBe(1);
  });

  it('does not contact an endpoint whose name resolves inside by the time of sending, and forgets that subscription', async () => {
    const { user, token } = await createUser(t);
    const endpoint = `https://push.rebinding.test:${port}/push/a`;
    const dns = resolving(PUBLIC_ADDRESS);
    await subscribe(token, endpoint).expect(201);
    const { id: subscriptionId } = await subscriptions().findOneByOrFail({ userId: user.id });
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;

    // The name's owner points it at this machine after the check at subscription time (DNS rebinding).
    dns.mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'READY' }).expect(200);

    const messages = await settledMessages(subscriptionId);
    expect(await subscriptions().countBy({ userId: user.id })).toBe(0);
    expect(refusals(messages)).toEqual([
      expect.stringMatching(/^endpoint refused: the host push\.rebinding\.test resolves to 127\.0\.0\.1, a loopback address/),
    ]);
    expect(connections).toBe(0);
  });

  it('does not contact an internal endpoint kept before the guard existed', async () => {
    const { user, token } = await createUser(t);
    const { identifiers } = await subscriptions().insert({
      userId: user.id,
      endpoint: `https://127.0.0.1:${port}/push/kept-earlier`,
      p256dh: KEYS.p256dh,
      auth: KEYS.auth,
      createdAt: new Date(),
    });
    const { schedule } = await createOrderableDish(t);
    const order = (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data;

    await t.http().put(`/api/v1/admin/orders/${order.id}/status`).set(auth(admin)).send({ status: 'PREPARING' }).expect(200);

    const messages = await settledMessages(identifiers[0].id as number);
    expect(refusals(messages)).toEqual([expect.stringMatching(/^endpoint refused: the host 127\.0\.0\.1 is a loopback address/)]);
    expect(connections).toBe(0);
  });
});
