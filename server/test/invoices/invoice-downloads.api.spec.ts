import { zonedTime } from '../../src/common/kitchen-time';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { asBytes, pdfPages } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("the kitchen's invoice download for a range of days", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const download = (query: string) => asBytes(t.http().get(`/api/v1/admin/invoices${query}`).set(auth(admin)));

  /** Orders placed at 10:00 kitchen time on `day`, one per customer. */
  async function ordersOn(day: string, count: number): Promise<string[]> {
    t.clock.travelTo(zonedTime(day, '09:00', t.config.kitchenTimeZone));
    const { schedule } = await createOrderableDish(t);
    const references: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const { token } = await createUser(t);
      references.push((await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data.orderRefId);
    }
    return references;
  }

  it('puts every order of the chosen days in one PDF, one invoice per page, oldest first', async () => {
    const first = await ordersOn('2032-05-10', 2);
    const second = await ordersOn('2032-05-12', 1);
    await ordersOn('2032-05-13', 1);
    admin = await adminToken(t);

    const answer = await download('?from=2032-05-10&to=2032-05-12').expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="invoices-2032-05-10-to-2032-05-12.pdf"');
    const pages = await pdfPages(answer.body as Buffer);
    expect(pages).toHaveLength(3);
    [...first, ...second].forEach((reference, index) => {
      expect(pages[index]).toContain(`Order: ${reference}`);
      expect(pages[index]).toContain(`Invoice No. HK/2032-33/00000${index + 1}`);
      expect(pages[index].match(/Tax Invoice/g)).toHaveLength(1);
    });
  });

  it('refuses a range that is malformed, backwards, longer than 31 days or empty, with a clear message', async () => {
    const refusals: [string, number, string][] = [
      ['', 400, 'VALIDATION_FAILED'],
      ['?from=2032-05-10', 400, 'VALIDATION_FAILED'],
      ['?from=yesterday&to=2032-05-12', 400, 'INVOICE_RANGE_INVALID'],
      ['?from=2032-02-30&to=2032-03-02', 400, 'INVOICE_RANGE_INVALID'],
      ['?from=2032-05-12&to=2032-05-10', 400, 'INVOICE_RANGE_INVALID'],
      ['?from=2032-05-01&to=2032-06-01', 400, 'INVOICE_RANGE_TOO_LONG'],
      ['?from=2032-05-10&to=2032-05-12&format=zip', 400, 'VALIDATION_FAILED'],
      ['?from=2040-01-01&to=2040-01-31', 404, 'INVOICE_RANGE_EMPTY'],
    ];
    for (const [query, status, code] of refusals) {
      const answer = await t.http().get(`/api/v1/admin/invoices${query}`).set(auth(admin)).expect(status);
      expect(answer.body).toMatchObject({ success: false, code });
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const tooLong = await t.http().get('/api/v1/admin/invoices?from=2032-05-01&to=2032-06-01').set(auth(admin));
    expect(tooLong.body.message).toBe('Download at most 31 days of invoices at a time.');
    await download('?from=2032-05-01&to=2032-05-31').expect(200);
    await t.http().get('/api/v1/admin/invoices?from=2032-05-01&to=2032-05-31').expect(401);
  });
});
