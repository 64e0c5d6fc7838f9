import { formatDisplayDate, localDate } from '../common/kitchen-time';
import type { KitchenSettingsDto } from '../kitchen-settings/kitchen-settings.dto';
import { formatInvoiceNumber } from '../invoice-numbers/invoice-numbers';
import type { Order } from '../orders/order.entity';
import { amountInWords } from './amount-in-words';
import { placeOfSupply, RESTAURANT_SAC } from './place-of-supply';

/** Whom the invoice is from when the kitchen has not set its legal name yet. */
const FALLBACK_SELLER = 'Home Kitchen';

export interface InvoiceLine {
  dish: string;
  /** The GST services code of what the line is: restaurant and takeaway food. */
  sac: string;
  quantity: number;
  ratePaise: number;
  amountPaise: number;
}

export interface InvoiceTaxLine {
  label: string;
  amountPaise: number;
}

/** One tax invoice, everything it prints, in paise; the PDF and the print view lay out the same thing. */
export interface Invoice {
  number: string;
  /** The day it was issued (the order's placement, the period's payment) on the kitchen's calendar: '24 Nov 2026'. */
  date: string;
  /** What it bills, as printed under the number: 'Order: K7Q2M9X4T1AB', 'Tiffin subscription: 12'. */
  reference: string;
  cancelled: boolean;
  seller: { legalName: string; address: string | null; gstin: string | null; fssaiNumber: string | null };
  /** The state where the supply is made (the kitchen's, from its GSTIN), as 'Karnataka (29)'; null without a GSTIN. */
  placeOfSupply: string | null;
  buyer: { name: string; phone: string | null; email: string };
  lines: InvoiceLine[];
  subtotalPaise: number;
  discountPaise: number;
  promotionCode: string | null;
  /** What the tax is charged on: the subtotal less the discount, without the tax in it when prices include it. */
  taxableValuePaise: number;
  taxLines: InvoiceTaxLine[];
  pricesIncludeTax: boolean;
  totalPaise: number;
  totalInWords: string;
  payment: { method: string; status: string };
}

/** A rate in hundredths of a percent as a bill writes it: 500 → '5%', 250 → '2.5%'. */
export function ratePercentText(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/**
 * The order's stored tax as central and state GST halves, each at half the rate. An odd paisa goes to CGST, so the
 * halves always add up to what was charged.
 */
export function splitGst(taxPaise: number): { cgstPaise: number; sgstPaise: number } {
  const sgstPaise = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgstPaise, sgstPaise };
}

/** The tax a sale was charged, as it was stored with the sale. */
export type ChargedTax = Pick<Order, 'taxLabel' | 'taxRateBp' | 'pricesIncludeTax' | 'taxPaise'>;

/** The tax as one line under its own label, or as CGST and SGST halves once the kitchen has a GSTIN. */
export function taxLinesOf(tax: ChargedTax, gstin: string | null): InvoiceTaxLine[] {
  const included = tax.pricesIncludeTax ? ' (included)' : '';
  if (!gstin) return [{ label: `${tax.taxLabel} @ ${ratePercentText(tax.taxRateBp)}${included}`, amountPaise: tax.taxPaise }];
  const half = ratePercentText(tax.taxRateBp / 2);
  const { cgstPaise, sgstPaise } = splitGst(tax.taxPaise);
  return [
    { label: `CGST @ ${half}${included}`, amountPaise: cgstPaise },
    { label: `SGST @ ${half}${included}`, amountPaise: sgstPaise },
  ];
}

function paymentOf(order: Order): Invoice['payment'] {
  if (order.paymentMethod === 'COD') {
    const status =
      order.status === 'CANCELLED' ? 'Not due (order cancelled)' : order.status === 'DELIVERED' ? 'Paid in cash' : 'Due in cash at pickup';
    return { method: 'Pay at pickup (cash)', status };
  }
  const statuses: Record<string, string> = {
    PENDING: 'Awaiting payment',
    PAID: 'Paid',
    FAILED: 'Not paid',
    REFUND_PENDING: 'Paid; refund in progress',
    REFUNDED: 'Refunded',
  };
  return { method: 'Online', status: statuses[order.paymentStatus ?? 'PENDING'] ?? 'Awaiting payment' };
}

/** Whom every invoice is from, from the kitchen's settings as they are now. */
export function sellerOf(settings: KitchenSettingsDto): Invoice['seller'] {
  return {
    legalName: settings.legalName || FALLBACK_SELLER,
    address: settings.address || null,
    gstin: settings.gstin || null,
    fssaiNumber: settings.fssaiNumber || null,
  };
}

/** The invoice of a numbered order with its `items` loaded, from the seller's details as they are now. */
export function buildInvoice(order: Order, settings: KitchenSettingsDto, timeZone: string): Invoice {
  const seller = sellerOf(settings);
  const gstin = seller.gstin;
  const items = [...(order.items ?? [])].sort((a, b) => a.id - b.id);
  const charged = order.subtotalPaise - order.discountPaise;
  return {
    number: formatInvoiceNumber(order.invoiceYear!, order.invoiceSequence!),
    date: formatDisplayDate(localDate(order.createdAt, timeZone)),
    reference: `Order: ${order.orderRefId}`,
    cancelled: order.status === 'CANCELLED',
    seller,
    placeOfSupply: placeOfSupply(gstin),
    buyer: { name: order.customerName, phone: order.customerPhone, email: order.customerEmail },
    lines: items.map((item) => ({
      dish: item.menuName,
      sac: RESTAURANT_SAC,
      quantity: item.quantity,
      ratePaise: item.unitPricePaise,
      amountPaise: item.totalPaise,
    })),
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    promotionCode: order.promotionCode,
    taxableValuePaise: order.pricesIncludeTax ? charged - order.taxPaise : charged,
    taxLines: taxLinesOf(order, gstin),
    pricesIncludeTax: Boolean(order.pricesIncludeTax),
    totalPaise: order.totalPaise,
    totalInWords: amountInWords(order.totalPaise),
    payment: paymentOf(order),
  };
}
