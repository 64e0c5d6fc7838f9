import { zonedTime } from '../../src/common/kitchen-time';
import { financialYearOf } from '../../src/invoice-numbers/invoice-numbers';
import { Order } from '../../src/orders/order.entity';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { createUser } from '../factories/user.factory';
import { asBytes, pdfPages } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('tax invoice numbers: gap-free per financial year, given in the order transaction', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  async function numberOf(orderId: string): Promise<{ year: string | null; sequence: number | null }> {
    const order = await t.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    return { year: order.invoiceYear, sequence: order.invoiceSequence };
  }

  async function lastSequence(year: string): Promise<number> {
    const rows: { last_sequence: number | string }[] = await t.dataSource.query(
      'SELECT last_sequence FROM invoice_counters WHERE financial_year = ?',
      [year],
    );
    return rows.length ? Number(rows[0].last_sequence) : 0;
  }

  it('gives 40 concurrent orders the next 40 numbers, none repeated and none missing', async () => {
    const year = financialYearOf(t.clock.now(), t.config.kitchenTimeZone);
    const before = await lastSequence(year);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 100 });
    const customers = await Promise.all(Array.from({ length: 40 }, () => createUser(t)));
    const answers = await Promise.all(customers.map(({ token }) => placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));

    const numbers = await Promise.all(answers.map((answer) => numberOf(answer.body.data.id)));
    expect(new Set(numbers.map((number) => number.year))).toEqual(new Set([year]));
    expect(numbers.map((number) => number.sequence).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 40 }, (_, index) => before + index + 1),
    );
    expect(await lastSequence(year)).toBe(before + 40);
  });

  it('burns no number on an order that fails (sold out) or on a twin request with the same Idempotency-Key', async () => {
    const year = financialYearOf(t.clock.now(), t.config.kitchenTimeZone);
    const { schedule } = await createOrderableDish(t, {}, { availableQty: 1 });
    const first = await createUser(t);
    const second = await createUser(t);
    const placed = await placeOrder(t, first.token, [{ menuScheduleId: schedule.id, quantity: 1 }], 'invoice-twin-key').expect(201);
    const afterFirst = await lastSequence(year);
    await placeOrder(t, second.token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(409);
    await placeOrder(t, first.token, [{ menuScheduleId: schedule.id, quantity: 1 }], 'invoice-twin-key').expect(201);
    expect(await lastSequence(year)).toBe(afterFirst);

    const { schedule: next } = await createOrderableDish(t);
    const later = await placeOrder(t, second.token, [{ menuScheduleId: next.id, quantity: 1 }]).expect(201);
    expect((await numberOf(later.body.data.id)).sequence).toBe((await numberOf(placed.body.data.id)).sequence! + 1);
  });

  it('starts again at 1 when a new financial year begins on 1 April, kitchen time', async () => {
    const zone = t.config.kitchenTimeZone;
    t.clock.travelTo(zonedTime('2031-03-31', '23:50', zone));
    const { token } = await createUser(t);
    const march = await createOrderableDish(t);
    const lastOfYear = await placeOrder(t, token, [{ menuScheduleId: march.schedule.id, quantity: 1 }]).expect(201);
    t.clock.travelTo(zonedTime('2031-04-01', '00:05', zone));
    const april = await createOrderableDish(t);
    const firstOfYear = await placeOrder(t, token, [{ menuScheduleId: april.schedule.id, quantity: 1 }]).expect(201);
    const secondOfYear = await placeOrder(t, token, [{ menuScheduleId: april.schedule.id, quantity: 1 }]).expect(201);

    expect(await numberOf(lastOfYear.body.data.id)).toEqual({ year: '2030-31', sequence: 1 });
    expect(await numberOf(firstOfYear.body.data.id)).toEqual({ year: '2031-32', sequence: 1 });
    expect(await numberOf(secondOfYear.body.data.id)).toEqual({ year: '2031-32', sequence: 2 });
    const pdf = await asBytes(t.http().get(`/api/v1/orders/${firstOfYear.body.data.id}/invoice`).set(auth(token))).expect(200);
    expect((await pdfPages(pdf.body as Buffer))[0]).toContain('Invoice No. HK/2031-32/000001 Date: 01 Apr 2031');
  });

  it('numbers an order placed before invoices existed the first time its invoice is asked for, once, in its own financial year', async () => {
    const { user, token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t);
    const { order } = await createPlacedOrder(t, user, [{ dish, schedule, quantity: 2 }], { createdAt: new Date('2029-08-15T06:00:00Z') });
    expect(await numberOf(order.id)).toEqual({ year: null, sequence: null });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => asBytes(t.http().get(`/api/v1/orders/${order.id}/invoice`).set(auth(token)))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(await numberOf(order.id)).toEqual({ year: '2029-30', sequence: 1 });
    expect(await lastSequence('2029-30')).toBe(1);
    for (const answer of answers)
      expect((await pdfPages(answer.body as Buffer))[0]).toContain('Invoice No. HK/2029-30/000001 Date: 15 Aug 2029');
  });
});
