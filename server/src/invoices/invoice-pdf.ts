import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice';
import { rupeesOnBill } from './rupees-on-bill';
import { sfntFromWoff } from './woff-font';

/**
 * IBM Plex Sans Devanagari (an npm package, OFL) has Latin, Devanagari and ₹, so names written in Hindi and the
 * rupee sign print as they are; the PDF embeds only the glyphs it uses. The package ships WOFF only; read and
 * unpacked once per PDF worker thread, when it loads this module.
 */
const FONTS = {
  regular: sfntFromWoff(readFileSync(require.resolve('@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-Regular.woff'))),
  bold: sfntFromWoff(readFileSync(require.resolve('@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-SemiBold.woff'))),
};

const PAGE = { margin: 48, width: 595.28, height: 841.89 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#222222';
const MUTED = '#666666';
const RULE = '#bbbbbb';
/** Columns of the lines table: x and width. */
const COLUMNS = {
  index: [PAGE.margin, 24],
  dish: [PAGE.margin + 28, 205],
  sac: [PAGE.margin + 237, 46],
  quantity: [PAGE.margin + 287, 40],
  rate: [PAGE.margin + 331, 80],
  amount: [PAGE.margin + 415, CONTENT_WIDTH - 415],
} as const;

type Doc = InstanceType<typeof PDFDocument>;

function text(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  options: PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean; color?: string } = {},
): number {
  const { size = 10, bold = false, color = INK, ...rest } = options;
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color);
  doc.text(value, x, y, { lineBreak: rest.width !== undefined, ...rest });
  return doc.heightOfString(value, { width: rest.width });
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
}

/** Starts a new page when `needed` points will not fit; answers where to write next. */
function room(doc: Doc, y: number, needed: number): number {
  if (y + needed <= PAGE.height - PAGE.margin) return y;
  doc.addPage();
  return PAGE.margin;
}

function tableHeader(doc: Doc, y: number): number {
  const head = { bold: true, size: 9, color: MUTED };
  text(doc, '#', COLUMNS.index[0], y, head);
  text(doc, 'Dish', COLUMNS.dish[0], y, head);
  text(doc, 'SAC', COLUMNS.sac[0], y, head);
  text(doc, 'Qty', COLUMNS.quantity[0], y, { ...head, width: COLUMNS.quantity[1], align: 'right' });
  text(doc, 'Rate', COLUMNS.rate[0], y, { ...head, width: COLUMNS.rate[1], align: 'right' });
  text(doc, 'Amount', COLUMNS.amount[0], y, { ...head, width: COLUMNS.amount[1], align: 'right' });
  rule(doc, y + 14);
  return y + 20;
}

function drawInvoice(doc: Doc, invoice: Invoice): void {
  let y = PAGE.margin;
  text(doc, 'Tax Invoice', PAGE.margin, y, { size: 22, bold: true });
  const right = { width: 220, align: 'right' as const };
  const rightX = PAGE.width - PAGE.margin - 220;
  text(doc, `Invoice No. ${invoice.number}`, rightX, y, { ...right, bold: true });
  text(doc, `Date: ${invoice.date}`, rightX, y + 14, right);
  text(doc, invoice.reference, rightX, y + 28, { ...right, color: MUTED });
  if (invoice.placeOfSupply) text(doc, `Place of supply: ${invoice.placeOfSupply}`, rightX, y + 42, { ...right, size: 9, color: MUTED });
  if (invoice.cancelled) {
    text(doc, 'CANCELLED', PAGE.margin, y + 30, { size: 16, bold: true, color: '#b00020' });
    text(doc, 'This order was cancelled; nothing is payable on this invoice.', PAGE.margin, y + 50, { size: 9, color: '#b00020' });
  }
  y += 76;
  rule(doc, y);
  y += 10;

  const half = CONTENT_WIDTH / 2 - 10;
  const buyerX = PAGE.margin + CONTENT_WIDTH / 2 + 10;
  text(doc, 'SOLD BY', PAGE.margin, y, { size: 8, bold: true, color: MUTED });
  text(doc, 'BILL TO', buyerX, y, { size: 8, bold: true, color: MUTED });
  let sellerY = y + 13;
  sellerY += text(doc, invoice.seller.legalName, PAGE.margin, sellerY, { bold: true, width: half });
  if (invoice.seller.address) sellerY += text(doc, invoice.seller.address, PAGE.margin, sellerY, { width: half, size: 9 });
  if (invoice.seller.gstin) sellerY += text(doc, `GSTIN: ${invoice.seller.gstin}`, PAGE.margin, sellerY, { width: half, size: 9 });
  if (invoice.seller.fssaiNumber)
    sellerY += text(doc, `FSSAI Lic. No.: ${invoice.seller.fssaiNumber}`, PAGE.margin, sellerY, { width: half, size: 9 });
  let buyerY = y + 13;
  buyerY += text(doc, invoice.buyer.name, buyerX, buyerY, { bold: true, width: half });
  if (invoice.buyer.phone) buyerY += text(doc, `Phone: ${invoice.buyer.phone}`, buyerX, buyerY, { width: half, size: 9 });
  buyerY += text(doc, invoice.buyer.email, buyerX, buyerY, { width: half, size: 9 });
  y = Math.max(sellerY, buyerY) + 16;

  y = tableHeader(doc, y);
  invoice.lines.forEach((line, index) => {
    const height = Math.max(14, doc.font('regular').fontSize(10).heightOfString(line.dish, { width: COLUMNS.dish[1] })) + 6;
    const top = room(doc, y, height);
    if (top !== y) y = tableHeader(doc, top);
    text(doc, String(index + 1), COLUMNS.index[0], y, { color: MUTED });
    text(doc, line.dish, COLUMNS.dish[0], y, { width: COLUMNS.dish[1] });
    text(doc, line.sac, COLUMNS.sac[0], y, { size: 9, color: MUTED });
    text(doc, String(line.quantity), COLUMNS.quantity[0], y, { width: COLUMNS.quantity[1], align: 'right' });
    text(doc, rupeesOnBill(line.ratePaise), COLUMNS.rate[0], y, { width: COLUMNS.rate[1], align: 'right' });
    text(doc, rupeesOnBill(line.amountPaise), COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: 'right' });
    y += height;
  });
  rule(doc, y);
  y += 8;

  const rows: [string, string, boolean][] = [['Subtotal', rupeesOnBill(invoice.subtotalPaise), false]];
  if (invoice.discountPaise > 0)
    rows.push([`Discount${invoice.promotionCode ? ` (${invoice.promotionCode})` : ''}`, `- ${rupeesOnBill(invoice.discountPaise)}`, false]);
  rows.push(['Taxable value', rupeesOnBill(invoice.taxableValuePaise), false]);
  for (const tax of invoice.taxLines) rows.push([tax.label, rupeesOnBill(tax.amountPaise), false]);
  rows.push(['Total', rupeesOnBill(invoice.totalPaise), true]);
  y = room(doc, y, rows.length * 16 + 90);
  const labelX = PAGE.margin + CONTENT_WIDTH - 330;
  for (const [label, amount, bold] of rows) {
    if (bold) {
      rule(doc, y + 2);
      y += 8;
    }
    text(doc, label, labelX, y, { width: 200, align: 'right', bold, size: bold ? 12 : 10 });
    text(doc, amount, COLUMNS.amount[0] - 20, y, { width: COLUMNS.amount[1] + 20, align: 'right', bold, size: bold ? 12 : 10 });
    y += bold ? 20 : 15;
  }
  y += 6;
  y += text(doc, `Amount in words: ${invoice.totalInWords}`, PAGE.margin, y, { width: CONTENT_WIDTH, bold: true, size: 9 }) + 8;
  y += text(doc, `Payment: ${invoice.payment.method} - ${invoice.payment.status}`, PAGE.margin, y, { width: CONTENT_WIDTH, size: 9 }) + 4;
  if (invoice.pricesIncludeTax) y += text(doc, 'Prices include tax.', PAGE.margin, y, { width: CONTENT_WIDTH, size: 9, color: MUTED }) + 4;
  text(doc, 'This is a computer-generated invoice and needs no signature.', PAGE.margin, y + 10, {
    width: CONTENT_WIDTH,
    size: 8,
    color: MUTED,
  });
}

/** One PDF with each invoice starting on a page of its own. */
export function renderInvoicesPdf(invoices: Invoice[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    info: { Title: title, Author: invoices[0]?.seller.legalName ?? 'Home Kitchen' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const invoice of invoices) {
    doc.addPage();
    drawInvoice(doc, invoice);
  }
  doc.end();
  return done;
}
