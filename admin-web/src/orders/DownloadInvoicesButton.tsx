import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { OrdersCsvFilter } from '../dataProvider';
import { todayIsoDate } from '../lib/format';
import { saveFile } from '../lib/save-file';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';

/**
 * The invoices of every order placed in the list's From–To days, one per page of one PDF; an open end is today.
 * The server refuses more than 31 days or 500 orders and says so.
 */
export function DownloadInvoicesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const filterValues = useListContext().filterValues as OrdersCsvFilter;

  const download = async () => {
    const today = todayIsoDate();
    const from = filterValues.from || today;
    const to = filterValues.to || today;
    try {
      saveFile(await dataProvider.downloadInvoices(from, to), `invoices-${from}-to-${to}.pdf`);
    } catch (error) {
      notify((error as Error).message || 'hk.orders.invoiceFailed', { type: 'error' });
    }
  };

  return (
    <Button label={translate('hk.orders.downloadInvoices')} onClick={download}>
      <ReceiptLongIcon />
    </Button>
  );
}
