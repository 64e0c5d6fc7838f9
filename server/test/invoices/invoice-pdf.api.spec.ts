import { createOrderableDish } from '../factories/menu.factory';
import { placeOrder } from '../factories/order.factory';
import { adminToken, createUser } from '../factories/user.factory';
import { asBytes, pdfPages } from '../support/pdf-text';
import { startTestApp, TestApp } from '../support/test-app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const GST_KITCHEN = {
  legalName: 'Anjali Rao Home Foods',
  address: '12 MG Road, Bengaluru 560001',
  gstin: '29AAGCB7383J1Z4',
  fssaiNumber: '11223344556677',
  taxLabel: 'GST',
  taxRatePercent: 5,
  pricesIncludeTax: false,
};

describe('tax invoices: the PDF and the print view', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => t?.close());

  const kitchen = (details: Record<string, unknown>) =>
    t.http().put('/api/v1/admin/kitchen-settings').set(auth(admin)).send(details).expect(200);
  const invoicePdf = (token: string, idOrRef: string) => asBytes(t.http().get(`/api/v1/orders/${idOrRef}/invoice`).set(auth(token)));
  async function invoiceText(token: string, idOrRef: string): Promise<string> {
    const answer = await invoicePdf(token, idOrRef).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="invoice-HK-\d{4}-\d{2}-\d{6}\.pdf"$/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const pages = await pdfPages(answer.body as Buffer);
    expect(pages).toHaveLength(1);
    return pages[0];
  }

  it('prints a GST invoice: number, seller with GSTIN and FSSAI, buyer, lines, CGST and SGST halves, total in figures and words', async () => {
    await kitchen(GST_KITCHEN);
    const { token, user } = await createUser(t, { name: 'Asha Kumari', phone: '919812345678' });
    const thali = await createOrderableDish(t, { name: 'Veg Thali', pricePaise: 24900 });
    const kheer = await createOrderableDish(t, { name: 'Kheer', pricePaise: 10550 });
    const placed = await placeOrder(t, token, [
      { menuScheduleId: thali.schedule.id, quantity: 1 },
      { menuScheduleId: kheer.schedule.id, quantity: 1 },
    ]).expect(201);
    // ₹354.50 at 5% is ₹17.725, charged ₹17.73: the odd paisa goes to CGST.
    expect(placed.body.data).toMatchObject({ subtotal: 354.5, tax: 17.73, total: 372.23, taxLabel: 'GST' });
    const row: { invoice_year: string; invoice_sequence: number }[] = await t.dataSource.query(
      'SELECT invoice_year, invoice_sequence FROM orders WHERE id = ?',
      [placed.body.data.id],
    );
    const number = `HK/${row[0].invoice_year}/${String(row[0].invoice_sequence).padStart(6, '0')}`;

    const text = await invoiceText(token, placed.body.data.id);
    for (const expected of [
      'Tax Invoice',
      `Invoice No. ${number}`,
      `Order: ${placed.body.data.orderRefId}`,
      'Anjali Rao Home Foods',
      '12 MG Road, Bengaluru 560001',
      'GSTIN: 29AAGCB7383J1Z4',
      'FSSAI Lic. No.: 11223344556677',
      'Asha Kumari',
      'Phone: 919812345678',
      user.email,
      '1 Veg Thali 996331 1 ₹249.00 ₹249.00',
      '2 Kheer 996331 1 ₹105.50 ₹105.50',
      'Place of supply: Karnataka (29)',
      'Subtotal ₹354.50',
      'Taxable value ₹354.50',
      'CGST @ 2.5% ₹8.87',
      'SGST @ 2.5% ₹8.86',
      'Total ₹372.23',
      'Amount in words: Rupees Three Hundred Seventy Two and Twenty Three Paise Only',
      'Payment: Pay at pickup (cash) - Due in cash at pickup',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CANCELLED');
    expect(text).not.toContain('Discount');
    // The same invoice by its reference, and the admin's copy, carry the same number.
    expect(await invoiceText(token, placed.body.data.orderRefId.toLowerCase())).toContain(number);
    const adminCopy = await asBytes(t.http().get(`/api/v1/admin/orders/${placed.body.data.id}/invoice`).set(auth(admin))).expect(200);
    expect((await pdfPages(adminCopy.body as Buffer))[0]).toContain(`Invoice No. ${number}`);
  });

  it('is not issued while the order waits for its online payment (409), and is once it is paid', async () => {
    const { token } = await createUser(t);
    const { schedule } = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: schedule.id, quantity: 1 }], undefined, {
      paymentMethod: 'ONLINE',
    }).expect(201);
    const refused = await t.http().get(`/api/v1/orders/${placed.body.data.id}/invoice`).set(auth(token)).expect(409);
    expect(refused.body).toMatchObject({
      code: 'INVOICE_NOT_ISSUED',
      message: 'This order is still waiting for its online payment; its tax invoice is issued once it is paid.',
    });
    await t.http().get(`/api/v1/orders/${placed.body.data.id}/invoice/print`).set(auth(token)).expect(409);
    await t.http().get(`/api/v1/admin/orders/${placed.body.data.id}/invoice`).set(auth(admin)).expect(409);
    await t.http().post(`/api/v1/payments/test/${placed.body.data.payment.providerOrderId}/pay`).set(auth(token)).expect(200);
    expect(await invoiceText(token, placed.body.data.id)).toContain('Payment: Online - Paid');
  });

  it('without a GSTIN prints one tax line with the label the order was charged, and the promotion discount', async () => {
    await kitchen({ gstin: null, taxLabel: 'Taxes & Fees', taxRatePercent: 8 });
    const promotion = await t
      .http()
      .post('/api/v1/admin/promotions')
      .set(auth(admin))
      .send({ code: `FLAT${Date.now().toString(36).toUpperCase()}`, description: 'Flat 50', kind: 'FLAT', flatOff: 50 })
      .expect(201);
    const { token } = await createUser(t);
    const dish = await createOrderableDish(t, { name: 'Masala Dosa', pricePaise: 24900 });
    const placed = await placeOrder(t, token, [{ menuScheduleId: dish.schedule.id, quantity: 2 }], undefined, {
      promotionCode: promotion.body.code,
    }).expect(201);
    expect(placed.body.data).toMatchObject({ subtotal: 498, discount: 50, tax: 35.84, total: 483.84 });
    await kitchen({ taxLabel: 'GST', taxRatePercent: 5 });

    const text = await invoiceText(token, placed.body.data.id);
    for (const expected of [
      '1 Masala Dosa 996331 2 ₹249.00 ₹498.00',
      `Discount (${promotion.body.code}) - ₹50.00`,
      'Taxable value ₹448.00',
      'Taxes & Fees @ 8% ₹35.84',
      'Total ₹483.84',
      'Rupees Four Hundred Eighty Three and Eighty Four Paise Only',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('GSTIN');
    expect(text).not.toContain('CGST');
  });

  it('keeps the number of a cancelled order, and its invoice says CANCELLED', async () => {
    const { token } = await createUser(t);
    const dish = await createOrderableDish(t);
    const placed = await placeOrder(t, token, [{ menuScheduleId: dish.schedule.id, quantity: 1 }]).expect(201);
    const before = await invoiceText(token, placed.body.data.id);
    const number = /Invoice No\. (HK\/\d{4}-\d{2}\/\d{6})/.exec(before)![1];
    await t.http().post(`/api/v1/orders/${placed.body.data.id}/cancel`).set(auth(token)).expect(200);

    const after = await invoiceText(token, placed.body.data.id);
    expect(after).toContain(`Invoice No. ${number}`);
    expect(after).toContain('CANCELLED');
    expect(after).toContain('Payment: Pay at pickup (cash) - Not due (order cancelled)');
  });

  it('prints names written in Hindi and the rupee sign as they are', async () => {
    const { token } = await createUser(t, { name: 'आशा कुमारी' });
    const dish = await createOrderableDish(t, { name: 'दाल मखनी', pricePaise: 20000 });
    const placed = await placeOrder(t, token, [{ menuScheduleId: dish.schedule.id, quantity: 1 }]).expect(201);
    const text = await invoiceText(token, placed.body.data.id);
    expect(text).toContain('आशा कुमारी');
    expect(text).toContain('1 दाल मखनी 996331 1 ₹200.00 ₹200.00');
    expect(text).not.toContain('?');
  });

  it('serves the print view as a whole HTML page with the same figures, escaping what customers typed', async () => {
    await kitchen(GST_KITCHEN);
    const { token } = await createUser(t, { name: 'Ravi <b>Kumar</b> & Sons' });
    const dish = await createOrderableDish(t, { name: 'Dal Makhani', pricePaise: 20000 });
    const placed = await placeOrder(t, token, [{ menuScheduleId: dish.schedule.id, quantity: 3 }]).expect(201);
    const page = await t.http().get(`/api/v1/orders/${placed.body.data.id}/invoice/print`).set(auth(token)).expect(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toMatch(/^<!doctype html>/);
    expect(page.text).toContain('<h1>Tax Invoice</h1>');
    expect(page.text).toMatch(/Invoice No\. HK\/\d{4}-\d{2}\/\d{6}/);
    expect(page.text).toContain('Ravi &lt;b&gt;Kumar&lt;/b&gt; &amp; Sons');
    expect(page.text).not.toContain('<b>Kumar');
    expect(page.text).toContain('CGST @ 2.5%');
    expect(page.text).toContain('₹15.00');
    expect(page.text).toContain('₹630.00');
    expect(page.text).toContain('Rupees Six Hundred Thirty Only');
    expect(page.text).toContain('@media print');
    expect(page.text).not.toContain('<script');
  });

  it("answers 404 for another customer's order, 401 without a session and 403 to customers on the admin paths", async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const dish = await createOrderableDish(t);
    const placed = await placeOrder(t, owner.token, [{ menuScheduleId: dish.schedule.id, quantity: 1 }]).expect(201);
    const { id, orderRefId } = placed.body.data;

    for (const path of [`/orders/${id}/invoice`, `/orders/${orderRefId}/invoice`, `/orders/${id}/invoice/print`]) {
      const refused = await t.http().get(`/api/v1${path}`).set(auth(stranger.token)).expect(404);
      expect(refused.body).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND' });
      await t.http().get(`/api/v1${path}`).expect(401);
    }
    await t.http().get('/api/v1/orders/not-an-order/invoice').set(auth(owner.token)).expect(404);
    await t.http().get(`/api/v1/admin/orders/${id}/invoice`).set(auth(owner.token)).expect(403);
    await t.http().get('/api/v1/admin/orders/not-a-uuid/invoice').set(auth(admin)).expect(404);
    await t.http().get('/api/v1/admin/orders/3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e4c3a21/invoice').set(auth(admin)).expect(404);
    await t.http().get('/api/v1/admin/invoices?from=2026-11-01&to=2026-11-02').set(auth(owner.token)).expect(403);
  });
});
