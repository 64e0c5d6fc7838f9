/** One bulk download covers at most this many calendar days (a month)… */
export const MAX_INVOICE_RANGE_DAYS = 31;
/** …and at most this many invoices, so one request never renders thousands of pages. */
export const MAX_INVOICES_PER_DOWNLOAD = 500;
