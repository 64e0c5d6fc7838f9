import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTiffinTexts } from '../../i18n/tiffin-texts';
import { messageOf } from '../../lib/api-client';
import type { TiffinSubscription } from '../../lib/api-types';
import { toast } from '../../stores/toast-store';
import { tiffinApi } from './tiffin-api';

/** Saves a blob through the browser's download under `filename`. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The tax invoice of the period's payment as a PDF; none before the period is paid, as none is issued until then. */
export function TiffinInvoiceButton({ subscription }: { subscription: Pick<TiffinSubscription, 'id' | 'paid'> }) {
  const { t } = useTiffinTexts();
  const [busy, setBusy] = useState(false);
  if (subscription.paid <= 0) return null;

  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await tiffinApi.invoice(subscription.id);
      save(blob, filename ?? `tiffin-invoice-${subscription.id}.pdf`);
    } catch (error) {
      toast.error(messageOf(error, t('mine.invoiceFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()} sx={{ justifySelf: 'start' }}>
      {t('mine.invoice')}
    </Button>
  );
}
