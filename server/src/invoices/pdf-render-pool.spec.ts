import type { Invoice } from './invoice';
import { PdfRenderPool } from './pdf-render-pool';

const invoice: Invoice = {
  number: 'HK/2026-27/000007',
  date: '24 Nov 2026',
  reference: 'Order: K7Q2M9X4T1AB',
  cancelled: false,
  seller: { legalName: 'Home Kitchen', address: null, gstin: null, fssaiNumber: null },
  buyer: { name: 'Asha Kumari', phone: null, email: 'asha@example.test' },
  placeOfSupply: null,
  lines: [{ dish: 'Veg Thali', sac: '996331', quantity: 1, ratePaise: 24900, amountPaise: 24900 }],
  subtotalPaise: 24900,
  discountPaise: 0,
  promotionCode: null,
  taxableValuePaise: 24900,
  taxLines: [{ label: 'Taxes & Fees @ 8%', amountPaise: 1992 }],
  pricesIncludeTax: false,
  totalPaise: 26892,
  totalInWords: 'Rupees Two Hundred Sixty Eight and Ninety Two Paise Only',
  payment: { method: 'Cash on delivery', status: 'Due in cash at pickup' },
};

describe('PdfRenderPool (worker threads, from the TypeScript source)', () => {
  let pool: PdfRenderPool;

  beforeEach(() => {
    pool = new PdfRenderPool({ threads: 1, maxWaiting: 1 });
  });
  afterEach(() => pool.onModuleDestroy());

  it('renders in a worker thread and refuses at once, with 503, what the full queue cannot take', async () => {
    const running = pool.render([invoice], 'first');
    const waiting = pool.render([invoice], 'second');
    const refused = await pool.render([invoice], 'third').catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'INVOICE_RENDERER_BUSY', status: 503 });

    const pdfs = await Promise.all([running, waiting]);
    for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pool.renders).toBe(2);
    await expect(pool.render([invoice], 'after the queue emptied')).resolves.toBeInstanceOf(Buffer);
  }, 60_000);

  it('fails a render that throws, and the thread goes on with the next', async () => {
    const broken = { ...invoice, lines: null } as unknown as Invoice;
    await expect(pool.render([broken], 'broken')).rejects.toThrow(/Rendering the PDF "broken" failed/);
    await expect(pool.render([invoice], 'next')).resolves.toBeInstanceOf(Buffer);
    expect(pool.renders).toBe(1);
  }, 60_000);
});
