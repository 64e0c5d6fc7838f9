import { formatDisplayDate, localDate } from '../common/kitchen-time';
import { formatInvoiceNumber } from '../invoice-numbers/invoice-numbers';
import type { KitchenSettingsDto } from '../kitchen-settings/kitchen-settings.dto';
import { amountInWords } from './amount-in-words';
import { type Invoice, sellerOf, taxLinesOf } from './invoice';
import { placeOfSupply, RESTAURANT_SAC } from './place-of-supply';
import type { TiffinInvoice } from './tiffin-invoice.entity';

const PAID_BY: Record<TiffinInvoice['paidBy'], string> = {
  ONLINE: 'Online',
  BY_HAND: 'Paid to the kitchen (cash or UPI)',
};

/**
 * The invoice of a tiffin period's payment, laid out like an order's: one line, the plan's meals of the period at the
 * price per meal. The period's price is what the customer paid, so the tax is the part of it above its net value.
 */
export function buildTiffinInvoice(row: TiffinInvoice, settings: KitchenSettingsDto, timeZone: string): Invoice {
  const seller = sellerOf(settings);
  const tax = { taxLabel: row.taxLabel, taxRateBp: row.taxRateBp, pricesIncludeTax: true, taxPaise: row.taxPaise };
  return {
    number: formatInvoiceNumber(row.invoiceYear, row.invoiceSequence),
    date: formatDisplayDate(localDate(row.issuedAt, timeZone)),
    reference: `Tiffin subscription: ${row.subscriptionId}`,
    cancelled: false,
    seller,
    placeOfSupply: placeOfSupply(seller.gstin),
    buyer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    lines: [
      {
        dish: `${row.planName}: meals of ${formatDisplayDate(row.startDate)} to ${formatDisplayDate(row.endDate)}`,
        sac: RESTAURANT_SAC,
        quantity: row.meals,
        ratePaise: row.pricePerMealPaise,
        amountPaise: row.totalPaise,
      },
    ],
    subtotalPaise: row.totalPaise,
    discountPaise: 0,
    promotionCode: null,
    taxableValuePaise: row.totalPaise - row.taxPaise,
    taxLines: taxLinesOf(tax, seller.gstin),
    pricesIncludeTax: true,
    totalPaise: row.totalPaise,
    totalInWords: amountInWords(row.totalPaise),
    payment: { method: PAID_BY[row.paidBy], status: 'Paid' },
  };
}
