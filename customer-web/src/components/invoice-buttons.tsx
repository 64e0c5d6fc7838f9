import { useTranslation } from '../i18n/use-translation';
import { useState } from 'react';
import { i18n } from '../i18n/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { messageOf } from '../lib/api-client';
import type { Order } from '../lib/api-types';
import { downloadInvoice, fetchInvoicePrintView } from '../lib/invoice-api';
import { useToastStore } from '../stores/toast-store';
import '../i18n/sections/invoice';

/** Prints an HTML page from a hidden frame, so the customer stays on the order page and sees the print dialog. */
function printPage(html: string): void {
  const frame = document.createElement('iframe');
  frame.title = i18n.t('invoice.forPrinting');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  });
  frame.srcdoc = html;
  document.body.append(frame);
}

/**
 * 'Download invoice' (the PDF) and 'Print invoice' (the print view) for one of the customer's orders; none while the
 * order waits for its online payment, as no invoice is issued before it is paid.
 */
export function InvoiceButtons({ order }: { order: Pick<Order, 'id' | 'orderRefId' | 'status'> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'download' | 'print' | null>(null);
  const showToast = useToastStore((state) => state.show);

  if (order.status === 'AWAITING_PAYMENT') return null;

  const run = async (kind: 'download' | 'print') => {
    setBusy(kind);
    try {
      if (kind === 'download') await downloadInvoice(order.id, order.orderRefId);
      else printPage(await fetchInvoicePrintView(order.id));
    } catch (error) {
      showToast(messageOf(error, t('invoice.failed')), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy !== null} onClick={() => void run('download')}>
        {t('invoice.download')}
      </Button>
      <Button variant="text" startIcon={<PrintIcon />} disabled={busy !== null} onClick={() => void run('print')}>
        {t('invoice.print')}
      </Button>
    </Box>
  );
}
