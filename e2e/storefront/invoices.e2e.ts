import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { horizontalOverflow, launchBrowser, screenshot, startSite, type Site } from '../support';
import { SCREENS } from '../phone/phone-helpers';
import { PASSWORD, logInThroughForm } from '../accounts/accounts-helpers';
import { consoleContext, envelopeData, okBody, registerCustomer, unique } from '../admin/admin-helpers';

const ZONE = 'Asia/Kolkata';
const kitchenDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000));
const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();

/** A downloaded file as a PDF: its bytes start like one, and its pages' text with white space made single spaces. */
async function pdfText(download: Download): Promise<string> {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

/** Issue 17's tax invoices: the customer downloads one from the order page, the kitchen one or many from the console. */
describe('tax invoices from the order page and the console', () => {
  let site: Site;
  let browser: Browser;
  let adminToken: string;
  const customers = {
    phone: `invoice.phone.${Date.now().toString(36)}@example.com`,
    laptop: `invoice.laptop.${Date.now().toString(36)}@example.com`,
  };
  const orders: Record<'phone' | 'laptop', { id: string; orderRefId: string }> = {} as never;
  const invoiceNumbers = new Map<string, string>();

  beforeAll(async () => {
    site = await startSite();
    adminToken = await site.adminToken();
    okBody(
      await site.api(
        'PUT',
        '/admin/kitchen-settings',
        {
          legalName: 'Anjali Rao Home Foods',
          address: '12 MG Road, Bengaluru 560001',
          gstin: '29AAGCB7383J1Z4',
          fssaiNumber: '11223344556677',
          taxLabel: 'GST',
          taxRatePercent: 5,
        },
        adminToken,
      ),
      'kitchen details',
    );
    const cookDate = kitchenDay(2);
    const dish = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menus',
        { name: unique('Paneer Tikka'), description: 'Grilled paneer', price: 220, imageUrl: '/media/paneer.png' },
        adminToken,
      ),
      'dish',
    );
    const schedule = okBody<{ id: number }>(
      await site.api(
        'POST',
        '/admin/menu-schedules',
        {
          menuId: dish.id,
          cookDate,
          orderCutoffAt: at(cookDate, '10:00'),
          pickupFrom: at(cookDate, '12:00'),
          pickupTo: at(cookDate, '14:00'),
          availableQty: 40,
        },
        adminToken,
      ),
      'schedule',
    );
    for (const screen of ['phone', 'laptop'] as const) {
      const token = await registerCustomer(site, customers[screen], `Invoice ${screen}`);
      orders[screen] = envelopeData<{ id: string; orderRefId: string }>(
        await site.api('POST', '/orders', { orderItems: [{ menuScheduleId: schedule.id, quantity: 2 }] }, token),
        'order',
      );
    }
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  for (const screen of ['phone', 'laptop'] as const) {
    it(`downloads the invoice from the customer's order page (${SCREENS[screen].width} px)`, async () => {
      const context = await browser.newContext({ viewport: SCREENS[screen], isMobile: screen === 'phone', hasTouch: screen === 'phone' });
      const page = await context.newPage();
      await logInThroughForm(page, site, customers[screen], PASSWORD);
      await page.waitForURL(/\/menu$/);
      await page.goto(`${site.url}/order-status/${orders[screen].id}`);
      const button = page.getByRole('button', { name: 'Download invoice' });
      await button.scrollIntoViewIfNeeded();
      expect(await page.getByRole('button', { name: 'Print invoice' }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      await screenshot(page, `customer-invoice-${screen}`);

      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const text = await pdfText(download);
      const number = /Invoice No\. (HK\/\d{4}-\d{2}\/\d{6})/.exec(text)?.[1];
      expect(number).toBeDefined();
      expect(download.suggestedFilename()).toBe(`invoice-${number!.replace(/\//g, '-')}.pdf`);
      expect(text).toContain(`Order: ${orders[screen].orderRefId}`);
      expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
      expect(text).toContain('CGST @ 2.5% ₹11.00');
      expect(text).toContain('Rupees Four Hundred Sixty Two Only');
      invoiceNumbers.set(orders[screen].id, number!);
      await context.close();
    }, 60_000);
  }

  for (const screen of ['phone', 'laptop'] as const) {
    it(`downloads one order's invoice and the day's invoices from the console (${SCREENS[screen].width} px)`, async () => {
      const order = orders[screen];
      const page = await (await consoleContext(browser, adminToken, screen)).newPage();
      await page.goto(`${site.url}/admin/orders/${order.id}/show`);
      const button = page.getByRole('button', { name: 'Download invoice' });
      await button.scrollIntoViewIfNeeded();
      expect(await horizontalOverflow(page, SCREENS[screen].width)).toBe(0);
      const [single] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const text = await pdfText(single);
      expect(text).toContain(`Invoice No. ${invoiceNumbers.get(order.id)}`);
      expect(text).toContain(`Order: ${order.orderRefId}`);

      const today = kitchenDay(0);
      await page.goto(`${site.url}/admin/orders?filter=${encodeURIComponent(JSON.stringify({ from: today, to: today }))}`);
      const bulkButton = page.getByRole('button', { name: 'Download invoices' });
      await bulkButton.waitFor();
      const [bulk] = await Promise.all([page.waitForEvent('download'), bulkButton.click()]);
      expect(bulk.suggestedFilename()).toBe(`invoices-${today}-to-${today}.pdf`);
      const all = await pdfText(bulk);
      for (const placed of Object.values(orders)) expect(all).toContain(`Invoice No. ${invoiceNumbers.get(placed.id)}`);
      await screenshot(page, `admin-invoices-${screen}`);
      await page.context().close();
    }, 60_000);
  }
});
