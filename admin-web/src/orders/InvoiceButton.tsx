import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../lib/save-file';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import type { AdminOrder } from './order-types';

/** The order's tax invoice as a PDF download. */
export function InvoiceButton({ order }: { order: Pick<AdminOrder, 'id' | 'orderRefId'> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();

  const download = async () => {
    try {
      saveFile(await dataProvider.downloadInvoice(String(order.id)), `invoice-${order.orderRefId}.pdf`);
    } catch (error) {
      notify((error as Error).message || 'hk.orders.invoiceFailed', { type: 'error' });
    }
  };

  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
      {translate('hk.orders.downloadInvoice')}
    </Button>
  );
}
