import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../lib/save-file';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import type { TiffinSubscription } from './tiffin-subscriptions';

/** The tax invoice of the period's payment as a PDF download (only a paid period has one). */
export function TiffinInvoiceButton({ subscription }: { subscription: Pick<TiffinSubscription, 'id'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();

  const download = async () => {
    try {
      saveFile(await dataProvider.downloadTiffinInvoice(subscription.id), `tiffin-invoice-${subscription.id}.pdf`);
    } catch (error) {
      notify((error as Error).message || 'hk.tiffinSubscriptions.invoiceFailed', { type: 'error' });
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
      {translate('hk.tiffinSubscriptions.downloadInvoice')}
    </Button>
  );
}
