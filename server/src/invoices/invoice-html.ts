import { escapeHtml } from '../common/escape-html';
import type { Invoice } from './invoice';
import { rupeesOnBill } from './rupees-on-bill';

const STYLE = `
  *{box-sizing:border-box}
  body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#222;margin:0;padding:24px;background:#f4f4f4}
  main{max-width:760px;margin:0 auto;background:#fff;padding:32px;border:1px solid #ddd}
  header{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap;border-bottom:1px solid #bbb;padding-bottom:12px}
  h1{margin:0;font-size:28px}
  .meta{text-align:right;font-size:14px;line-height:1.5}
  .cancelled{color:#b00020;font-weight:700;font-size:20px;margin:8px 0 0}
  .parties{display:flex;gap:24px;flex-wrap:wrap;margin:16px 0}
  .parties section{flex:1 1 240px;font-size:14px;line-height:1.5}
  .label{font-size:11px;font-weight:700;color:#666;letter-spacing:.05em}
  table{width:100%;border-collapse:collapse;font-size:14px}
  th{text-align:left;color:#666;font-size:12px;border-bottom:1px solid #bbb;padding:6px 4px}
  td{padding:6px 4px;border-bottom:1px solid #eee;vertical-align:top}
  .num{text-align:right;white-space:nowrap}
  .totals{margin-left:auto;margin-top:12px;width:auto;min-width:320px}
  .totals td{border:0;padding:3px 4px}
  .totals .grand td{border-top:1px solid #bbb;font-weight:700;font-size:16px;padding-top:8px}
  .words{font-weight:700;font-size:13px;margin-top:16px}
  .small{font-size:12px;color:#666}
  @page{size:A4;margin:14mm}
  @media print{body{background:#fff;padding:0}main{border:0;padding:0;max-width:none}}
`;

/** The print view: the same invoice as the PDF, as a page a browser prints on A4. */
export function renderInvoiceHtml(invoice: Invoice): string {
  const seller = invoice.seller;
  const lines = invoice.lines
    .map(
      (line, index) =>
        `<tr><td>${index + 1}</td><td>${escapeHtml(line.dish)}</td><td class="small">${line.sac}</td><td class="num">${line.quantity}</td><td class="num">${rupeesOnBill(line.ratePaise)}</td><td class="num">${rupeesOnBill(line.amountPaise)}</td></tr>`,
    )
    .join('');
  const totals: [string, string][] = [['Subtotal', rupeesOnBill(invoice.subtotalPaise)]];
  if (invoice.discountPaise > 0)
    totals.push([`Discount${invoice.promotionCode ? ` (${invoice.promotionCode})` : ''}`, `− ${rupeesOnBill(invoice.discountPaise)}`]);
  totals.push(['Taxable value', rupeesOnBill(invoice.taxableValuePaise)]);
  for (const tax of invoice.taxLines) totals.push([tax.label, rupeesOnBill(tax.amountPaise)]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tax Invoice ${escapeHtml(invoice.number)}</title><style>${STYLE}</style></head>
<body><main>
<header><div><h1>Tax Invoice</h1>${invoice.cancelled ? '<p class="cancelled">CANCELLED</p><p class="small">This order was cancelled; nothing is payable on this invoice.</p>' : ''}</div>
<div class="meta"><strong>Invoice No. ${escapeHtml(invoice.number)}</strong><br>Date: ${escapeHtml(invoice.date)}<br><span class="small">${escapeHtml(invoice.reference)}</span>${invoice.placeOfSupply ? `<br><span class="small">Place of supply: ${escapeHtml(invoice.placeOfSupply)}</span>` : ''}</div></header>
<div class="parties">
<section><div class="label">SOLD BY</div><strong>${escapeHtml(seller.legalName)}</strong>${seller.address ? `<br>${escapeHtml(seller.address).replace(/\n/g, '<br>')}` : ''}${seller.gstin ? `<br>GSTIN: ${escapeHtml(seller.gstin)}` : ''}${seller.fssaiNumber ? `<br>FSSAI Lic. No.: ${escapeHtml(seller.fssaiNumber)}` : ''}</section>
<section><div class="label">BILL TO</div><strong>${escapeHtml(invoice.buyer.name)}</strong>${invoice.buyer.phone ? `<br>Phone: ${escapeHtml(invoice.buyer.phone)}` : ''}<br>${escapeHtml(invoice.buyer.email)}</section>
</div>
<table><thead><tr><th>#</th><th>Dish</th><th>SAC</th><th class="num">Qty</th><th class="num">Rate</th><th class="num">Amount</th></tr></thead><tbody>${lines}</tbody></table>
<table class="totals"><tbody>${totals.map(([label, amount]) => `<tr><td class="num">${escapeHtml(label)}</td><td class="num">${amount}</td></tr>`).join('')}
<tr class="grand"><td class="num">Total</td><td class="num">${rupeesOnBill(invoice.totalPaise)}</td></tr></tbody></table>
<p class="words">Amount in words: ${escapeHtml(invoice.totalInWords)}</p>
<p>Payment: ${escapeHtml(invoice.payment.method)} — ${escapeHtml(invoice.payment.status)}</p>
${invoice.pricesIncludeTax ? '<p class="small">Prices include tax.</p>' : ''}
<p class="small">This is a computer-generated invoice and needs no signature.</p>
</main></body></html>`;
}
