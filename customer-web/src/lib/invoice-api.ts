import { fetchFile } from './api-client';

const invoicePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/invoice`;

/** Saves the order's tax invoice PDF through the browser's download. */
export async function downloadInvoice(orderId: string, orderRefId: string): Promise<void> {
  const { blob, filename } = await fetchFile(invoicePath(orderId));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? `invoice-${orderRefId}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The invoice's print view, a whole HTML page. */
export async function fetchInvoicePrintView(orderId: string): Promise<string> {
  const { blob } = await fetchFile(`${invoicePath(orderId)}/print`);
  return blob.text();
}
