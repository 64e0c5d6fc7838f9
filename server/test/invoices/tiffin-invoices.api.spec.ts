import { amountInWords } from '../../src/invoices/amount-in-words';
import { TiffinInvoice } from '../../src/invoices/tiffin-invoice.entity';
import { TiffinInvoices } from '../../src/invoices/tiffin-invoices.service';
import { Order } from '../../src/orders/order.entity';
import { TiffinSubscriptionsService } from '../../src/tiffin/subscriptions/tiffin-subscriptions.service';
import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { asBytes, pdfPages } from '../support/pdf-text';
import { pauseJobs } from '../support/pause-jobs';
import { siteWithFakeRazorpay } from '../support/fake-razorpay-site';
import { startTestApp, TestApp } from '../support/test-app';
import { bearer, createPlan, pay, subscribe } from '../tiffin/tiffin.helpers';

const GST_KITCHEN = {
  legalName: 'Anjali Rao Home Foods',
  gstin: '29AAGCB7383J1Z4',
  taxLabel: 'GST',
  taxRatePercent: 5,
  pricesIncludeTax: false,
};

describe('tax invoices of tiffin payments', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
    await pauseJobs(t, 'reserve-tiffin-meals');
    await t.http().put('/api/v1/admin/kitchen-settings').set(bearer(admin)).send(GST_KITCHEN).expect(200);
  });
  afterAll(async () => t?.close());

  const invoicesOf = (subscriptionId: number) => t.dataSource.getRepository(TiffinInvoice).findBy({ subscriptionId });
  const numberOf = (row: { invoiceYear: string | null; invoiceSequence: number | null }) =>
    `HK/${row.invoiceYear}/${String(row.invoiceSequence).padStart(6, '0')}`;
  const orderNumber = async (id: string) => t.dataSource.getRepository(Order).findOneByOrFail({ id });

  async function subscribed(token: string, planName = 'Daily lunch'): Promise<{ id: number; amount: number }> {
    const plan = await createPlan(t, { name: planName });
    return (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data;
  }

  async function orderPlaced(token: string): Promise<string> {
    const { schedule } = await createOrderableDish(t);
    return (await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }]).expect(201)).body.data.id;
  }

  async function pdfText(path: string, token: string): Promise<string> {
    const answer = await asBytes(t.http().get(`/api/v1${path}`).set(bearer(token))).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="invoice-HK-\d{4}-\d{2}-\d{6}\.pdf"$/);
    const pages = await pdfPages(answer.body as Buffer);
    expect(pages).toHaveLength(1);
    return pages[0];
  }

  it('issues one invoice for an online payment reported by the webhook and again by the verify call, numbered between orders', async () => {
    const { token, user } = await createUser(t, { name: 'Asha Kumari' });
    const before = await orderNumber(await orderPlaced(token));
    const { id } = await subscribed(token, 'Weekday thali');
    const payments = (path: string, body: object = {}) => t.http().post(`/api/v1${path}`).set(bearer(token)).send(body);
    const providerOrderId: string = (await payments(`/tiffin/subscriptions/${id}/checkout`)).body.data.providerOrderId;
    // The Pay button delivers the payment.captured webhook; the verify call then reports the same payment twice more.
    const paid = (await payments(`/payments/test/${providerOrderId}/pay`)).body.data;
    await payments(`/tiffin/subscriptions/${id}/verify-payment`, paid).expect(200);
    await payments(`/tiffin/subscriptions/${id}/verify-payment`, paid).expect(200);
    const after = await orderNumber(await orderPlaced(token));

    const invoices = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ paymentReference: paid.razorpay_payment_id, paidBy: 'ONLINE', totalPaise: 84350, meals: 7 });
    expect(invoices[0].invoiceYear).toBe(before.invoiceYear);
    expect([before.invoiceSequence, invoices[0].invoiceSequence, after.invoiceSequence]).toEqual([
      before.invoiceSequence,
      before.invoiceSequence! + 1,
      before.invoiceSequence! + 2,
    ]);

    // ₹843.50 paid with 5% GST in it: a net ₹803.33 and ₹40.17 of tax, the odd paisa to CGST.
    const text = await pdfText(`/tiffin/subscriptions/${id}/invoice`, token);
    for (const expected of [
      'Tax Invoice',
      `Invoice No. ${numberOf(invoices[0])}`,
      `Tiffin subscription: ${id}`,
      'Anjali Rao Home Foods',
      'GSTIN: 29AAGCB7383J1Z4',
      'Asha Kumari',
      user.email,
      'Weekday thali: meals of',
      '7 ₹120.50 ₹843.50',
      'Taxable value ₹803.33',
      'CGST @ 2.5% (included) ₹20.09',
      'SGST @ 2.5% (included) ₹20.08',
      'Total ₹843.50',
      amountInWords(84350),
      'Payment: Online - Paid',
    ])
      expect(text).toContain(expected);
    expect(await pdfText(`/admin/tiffin-subscriptions/${id}/invoice`, admin)).toContain(`Invoice No. ${numberOf(invoices[0])}`);
    const print = await t.http().get(`/api/v1/tiffin/subscriptions/${id}/invoice/print`).set(bearer(token)).expect(200);
    expect(print.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(print.text).toContain('Weekday thali');
    expect(print.text).toContain(numberOf(invoices[0]));
  });

  it('issues one invoice for a payment recorded by hand, even when issuing it is asked for many times at once', async () => {
    const { token } = await createUser(t);
    const { id, amount } = await subscribed(token);
    const invoicing = t.app.get(TiffinInvoices);
    // As after a crash between the payment and its invoice: the payment lands without one.
    const lost = jest.spyOn(invoicing, 'paid').mockResolvedValueOnce();
    expect((await pay(t, id, amount)).status).toBe(200);
    lost.mockRestore();
    expect(await invoicesOf(id)).toHaveLength(0);

    const start = (await orderNumber(await orderPlaced(token))).invoiceSequence!;
    const subscription = await t.app.get(TiffinSubscriptionsService).findOrThrow(id);
    const issued = await Promise.all(Array.from({ length: 6 }, () => invoicing.issue(subscription)));
    expect(new Set(issued.map((invoice) => invoice.id)).size).toBe(1);
    const invoices = await invoicesOf(id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ paidBy: 'BY_HAND', invoiceSequence: start + 1 });
    // The numbers the losers took were given back: the next order follows at once.
    expect((await orderNumber(await orderPlaced(token))).invoiceSequence).toBe(start + 2);
    expect(await pdfText(`/tiffin/subscriptions/${id}/invoice`, token)).toContain('Payment: Paid to the kitchen (cash or UPI) - Paid');
  });

  it('issues the invoice of a payment by hand as it is recorded, and a download found without one issues it', async () => {
    const { token } = await createUser(t);
    const recorded = await subscribed(token);
    expect((await pay(t, recorded.id, recorded.amount)).status).toBe(200);
    expect(await invoicesOf(recorded.id)).toHaveLength(1);

    const lost = await subscribed(token, 'Dinner box');
    jest.spyOn(t.app.get(TiffinInvoices), 'paid').mockResolvedValueOnce();
    expect((await pay(t, lost.id, lost.amount)).status).toBe(200);
    expect(await invoicesOf(lost.id)).toHaveLength(0);
    expect(await pdfText(`/admin/tiffin-subscriptions/${lost.id}/invoice`, admin)).toContain('Dinner box');
    expect(await invoicesOf(lost.id)).toHaveLength(1);
  });

  it("answers an unpaid period's invoice with 409, another customer's and an odd id with 404, and a guest with 401", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const { id } = await subscribed(owner.token);
    const get = (path: string, token?: string) => {
      const call = t.http().get(`/api/v1${path}`);
      return token ? call.set(bearer(token)) : call;
    };
    const unpaid = await get(`/tiffin/subscriptions/${id}/invoice`, owner.token);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('TIFFIN_INVOICE_NOT_ISSUED');
    expect((await get(`/admin/tiffin-subscriptions/${id}/invoice`, admin)).body.code).toBe('TIFFIN_INVOICE_NOT_ISSUED');
    expect(await invoicesOf(id)).toHaveLength(0);

    expect((await pay(t, id, 843.5)).status).toBe(200);
    for (const path of [`/tiffin/subscriptions/${id}/invoice`, `/tiffin/subscriptions/${id}/invoice/print`]) {
      const answer = await get(path, stranger.token);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('TIFFIN_SUBSCRIPTION_NOT_FOUND');
      expect((await get(path)).status).toBe(401);
    }
    for (const odd of ['abc', '0', '99999999999999999999', '1.5'])
      expect((await get(`/tiffin/subscriptions/${odd}/invoice`, owner.token)).status).toBe(404);
    expect((await get('/admin/tiffin-subscriptions/abc/invoice', admin)).status).toBe(404);
    expect((await get(`/admin/tiffin-subscriptions/${id}/invoice`, owner.token)).status).toBe(403);
  });
});

describe('tax invoices of tiffin payments through Razorpay (a fake Razorpay speaking its API)', () => {
  const { razorpay, site } = siteWithFakeRazorpay({ pausedJobs: ['reserve-tiffin-meals'] });
  let t: TestApp;

  beforeAll(() => (t = site()));

  it('issues one invoice and takes one number when webhooks, their redeliveries and the verify call arrive at once', async () => {
    const { token } = await createUser(t);
    const plan = await createPlan(t);
    const { id } = (await subscribe(t, token, { planId: plan.id, period: 'WEEK' })).body.data;
    const providerOrderId: string = (await t.http().post(`/api/v1/tiffin/subscriptions/${id}/checkout`).set(bearer(token))).body.data
      .providerOrderId;
    const checkout = razorpay.pay(providerOrderId);
    const payment = razorpay.payments.get(checkout.razorpay_payment_id)!;
    const webhookUrl = `${t.url}/api/v1/payments/razorpay/webhook`;
    const counter = async () => Number((await t.dataSource.query('SELECT MAX(last_sequence) AS last FROM invoice_counters'))[0]?.last ?? 0);
    const before = await counter();

    // One webhook, its redelivery (same event id), another event for the same payment and two verify calls, all at once.
    const eventId = 'evt_TiffinRedelivered1';
    const answers = await Promise.all([
      razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment }, { eventId }),
      razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment }, { eventId }),
      razorpay.sendWebhook(webhookUrl, 'payment.captured', { payment }),
      razorpay.sendWebhook(webhookUrl, 'order.paid', { payment, order: razorpay.orders.get(providerOrderId)! }),
      t.http().post(`/api/v1/tiffin/subscriptions/${id}/verify-payment`).set(bearer(token)).send(checkout),
      t.http().post(`/api/v1/tiffin/subscriptions/${id}/verify-payment`).set(bearer(token)).send(checkout),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const invoices = await t.dataSource.getRepository(TiffinInvoice).findBy({ subscriptionId: id });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ paymentReference: payment.id, paidBy: 'ONLINE', invoiceSequence: before + 1 });
    expect(await counter()).toBe(before + 1);
  });
});
