import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Invoice } from '../../src/invoices/invoice';
import { PdfRenderPool } from '../../src/invoices/pdf-render-pool';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { createPlacedOrder } from '../factories/placed-order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { asBytes, pdfPages } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An invoice as buildInvoice makes it, for rendering without an app. */
const SAMPLE_INVOICE: Invoice = {
  number: 'HK/2026-27/000042',
  date: '24 Nov 2026',
  reference: 'Order: K7Q2M9X4T1AB',
  cancelled: false,
  seller: { legalName: 'Anjali Rao Home Foods', address: '12 MG Road, Bengaluru 560001', gstin: null, fssaiNumber: null },
  buyer: { name: 'Asha Kumari', phone: null, email: 'asha@example.test' },
  placeOfSupply: null,
  lines: [{ dish: 'Veg Thali', sac: '996331', quantity: 2, ratePaise: 24900, amountPaise: 49800 }],
  subtotalPaise: 49800,
  discountPaise: 0,
  promotionCode: null,
  taxableValuePaise: 49800,
  taxLines: [{ label: 'Taxes & Fees @ 8%', amountPaise: 3984 }],
  pricesIncludeTax: false,
  totalPaise: 53784,
  totalInWords: 'Rupees Five Hundred Thirty Seven and Eighty Four Paise Only',
  payment: { method: 'Pay at pickup (cash)', status: 'Due in cash at pickup' },
};

/** Every cached PDF under the data folder, by path. */
function cachedPdfs(t: TestApp): string[] {
  const root = join(t.config.dataDir, 'invoice-pdfs');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => join(root, name));
}

describe('invoice PDFs are rendered off the event loop, kept per invoice, and limited per customer', () => {
  let t: TestApp;
  let pool: PdfRenderPool;

  beforeAll(async () => {
    t = await startTestApp();
    pool = t.app.get(PdfRenderPool);
  });
  afterAll(async () => t?.close());
  afterEach(() => t.clock.reset());

  const download = (token: string, idOrRef: string) => asBytes(t.http().get(`/api/v1/orders/${idOrRef}/invoice`).set(auth(token)));

  /** A customer with `count` orders placed straight in the database (numbered on their first download). */
  async function customerWithOrders(count: number): Promise<{ token: string; orderIds: string[]; dishName: string }> {
    const { user, token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t);
    const orderIds: string[] = [];
    for (let index = 0; index < count; index += 1)
      orderIds.push((await createPlacedOrder(t, user, [{ dish, schedule, quantity: 1 + index }])).order.id);
    return { token, orderIds, dishName: dish.name };
  }

  it('keeps /health answering and the event loop free while one customer downloads 10 invoices at once', async () => {
    const { token, orderIds, dishName } = await customerWithOrders(11);
    // Opening the print views numbers the orders now, so what follows is only the downloads; the first download
    // also starts the worker thread.
    for (const id of orderIds) await t.http().get(`/api/v1/orders/${id}/invoice/print`).set(auth(token)).expect(200);
    await download(token, orderIds[0]).expect(200);
    const rendersBefore = pool.renders;

    let finished = 0;
    const downloads = orderIds.slice(1).map((id) =>
      download(token, id).then((answer) => {
        finished += 1;
        return answer;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await t.http().get('/api/v1/health').expect(200);
    const finishedBeforeHealth = finished;
    const answers = await Promise.all(downloads);

    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    // /health was answered while renders were still under way: nothing queued it behind them.
    expect(finishedBeforeHealth).toBeLessThan(10);
    // Every render went through the pool's threads. Rendered on the event loop instead, each PDF (about a second
    // before the font was unpacked once per thread) stopped every other request for all of its time. How long the
    // loop waited is not asserted: on a loaded machine the scheduler's pauses look the same.
    expect(pool.renders).toBe(rendersBefore + 10);
    // Each answer is its own order's invoice (the orders hold 2, 3, ... 11 portions).
    for (const [index, answer] of answers.entries())
      expect((await pdfPages(answer.body as Buffer))[0]).toContain(`1 ${dishName} 996331 ${index + 2} ₹249.00`);
  }, 120_000);

  it('serves the second download of an invoice from the file kept in the data folder, rendering nothing', async () => {
    const { token, orderIds } = await customerWithOrders(1);
    const before = pool.renders;
    const kept = cachedPdfs(t);
    const first = await download(token, orderIds[0]).expect(200);
    expect(pool.renders).toBe(before + 1);
    const added = cachedPdfs(t).filter((path) => !kept.includes(path));
    expect(added).toHaveLength(1);
    const file = added[0];
    expect(readFileSync(file).equals(first.body as Buffer)).toBe(true);
    const writtenAt = statSync(file).mtimeMs;

    const second = await download(token, orderIds[0]).expect(200);
    expect(pool.renders).toBe(before + 1);
    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(statSync(file).mtimeMs).toBe(writtenAt);
    expect(readdirSync(join(file, '..'))).toEqual([file.split(sep).pop()]);
  });

  it('renders an invoice once when several downloads of it arrive together', async () => {
    const { token, orderIds } = await customerWithOrders(1);
    const before = pool.renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => download(token, orderIds[0])));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(pool.renders).toBe(before + 1);
  });

  it('renders again when what the invoice prints changes: a cancellation, the seller details; the old file goes', async () => {
    const admin = await adminToken(t);
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201);
    const id = placed.body.data.id as string;
    const placedText = (await pdfPages((await download(token, id).expect(200)).body as Buffer))[0];
    const number = /Invoice No\. (HK\/\d{4}-\d{2}\/\d{6})/.exec(placedText)![1];
    const filesOfInvoice = () => cachedPdfs(t).filter((path) => path.includes(`${sep}${number.replace(/\//g, '-')}${sep}`));
    expect(filesOfInvoice()).toHaveLength(1);
    const rendersBefore = pool.renders;

    await t.http().post(`/api/v1/orders/${id}/cancel`).set(auth(token)).expect(200);
    const cancelled = (await pdfPages((await download(token, id).expect(200)).body as Buffer))[0];
    expect(cancelled).toContain(`Invoice No. ${number}`);
    expect(cancelled).toContain('CANCELLED');
    expect(cancelled).toContain('Payment: Pay at pickup (cash) - Not due (order cancelled)');
    expect(pool.renders).toBe(rendersBefore + 1);

    await t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send({ legalName: 'Meera Cloud Kitchen LLP' }).expect(200);
    const renamed = (await pdfPages((await download(token, id).expect(200)).body as Buffer))[0];
    expect(renamed).toContain('Meera Cloud Kitchen LLP');
    expect(renamed).toContain('CANCELLED');
    expect(pool.renders).toBe(rendersBefore + 2);
    expect(filesOfInvoice()).toHaveLength(1);
    // The admin's copy is the same file.
    await asBytes(t.http().get(`/api/v1/admin/orders/${id}/invoice`).set(auth(admin))).expect(200);
    expect(pool.renders).toBe(rendersBefore + 2);
  });

  it('answers 429 with Retry-After past 30 downloads in 10 minutes, per customer, and again after the window', async () => {
    const { token, orderIds } = await customerWithOrders(1);
    const other = await customerWithOrders(1);
    for (let index = 0; index < 30; index += 1) await download(token, orderIds[0]).expect(200);

    const refused = await t.http().get(`/api/v1/orders/${orderIds[0]}/invoice`).set(auth(token)).expect(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^You have downloaded many invoices in a short time\. Please try again in \d+ (seconds|minutes)\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Guessing at other orders counts too, and is refused the same way.
    await t.http().get('/api/v1/orders/NOTANORDER12/invoice').set(auth(token)).expect(429);
    await download(other.token, other.orderIds[0]).expect(200);
    // The print view costs no render and is not limited.
    await t.http().get(`/api/v1/orders/${orderIds[0]}/invoice/print`).set(auth(token)).expect(200);

    t.clock.advance(10 * 60_000 + 1000);
    await download(token, orderIds[0]).expect(200);
  });

  it("renders the kitchen's range download off the event loop too", async () => {
    const admin = await adminToken(t);
    await customerWithOrders(3);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.kitchenTimeZone }).format(t.clock.now());
    const before = pool.renders;
    const answer = await asBytes(t.http().get(`/api/v1/admin/invoices?from=${day}&to=${day}`).set(auth(admin))).expect(200);
    expect(pool.renders).toBe(before + 1);
    expect((await pdfPages(answer.body as Buffer)).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a full render queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 503 INVOICE_RENDERER_BUSY with Retry-After, at once, instead of queueing without end', async () => {
    const { user, token } = await createUser(t);
    const { dish, schedule } = await createOrderableDish(t);
    const { order } = await createPlacedOrder(t, user, [{ dish, schedule, quantity: 1 }]);
    const pool = t.app.get(PdfRenderPool);
    // Every thread busy and every place in the queue taken, with 200-page renders, for many seconds; closing the app
    // drops them.
    const heavy = Array<Invoice>(200).fill(SAMPLE_INVOICE);
    for (let index = 0; index < 20; index += 1) pool.render(heavy, 'Occupying the pool').catch(() => undefined);

    // A queued request would wait out those renders and end 200: the 503 is the answer that did not queue.
    const busy = await t.http().get(`/api/v1/orders/${order.id}/invoice`).set(auth(token)).expect(503);
    expect(busy.body).toEqual({
      success: false,
      code: 'INVOICE_RENDERER_BUSY',
      message: 'Many invoices are being prepared right now. Please try again in a few seconds.',
    });
    expect(busy.headers['retry-after']).toBe('5');
  });
});

describe('the PDF worker from the compiled server (dist/), as `node dist/main.js` runs it', () => {
  it('renders an invoice in a worker thread of the built pool', async () => {
    const built = join(__dirname, '..', '..', 'dist', 'invoices', 'pdf-render-pool.js');
    expect({ built, exists: existsSync(built) }).toEqual({ built, exists: true });
    const script = `
      const { PdfRenderPool } = require(${JSON.stringify(built)});
      const pool = new PdfRenderPool({ threads: 1, maxWaiting: 1 });
      const invoice = ${JSON.stringify(SAMPLE_INVOICE)};
      pool.render([invoice], 'Tax Invoice ' + invoice.number).then(async (pdf) => {
        process.stdout.write(JSON.stringify({ renders: pool.renders, pdf: pdf.toString('base64') }));
        await pool.onModuleDestroy();
      });
    `;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toBe('');
    const { renders, pdf } = JSON.parse(run.stdout) as { renders: number; pdf: string };
    expect(renders).toBe(1);
    const pages = await pdfPages(Buffer.from(pdf, 'base64'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Invoice No. HK/2026-27/000042');
    expect(pages[0]).toContain('1 Veg Thali 996331 2 ₹249.00 ₹498.00');
  });
});
