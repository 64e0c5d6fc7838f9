import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import { todayIsoDate } from '../lib/format';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';

/** The server writes the CSV (all matching orders, not just the visible page). */
export function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const { filterValues } = useListContext();

  const download = async () => {
    try {
      const csv = await dataProvider.exportOrdersCsv(filterValues);
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = `orders-${todayIsoDate()}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      notify('hk.orders.exportFailed', { type: 'error' });
    }
  };

  return (
    <Button label={translate('hk.orders.exportCsv')} onClick={download}>
      <DownloadIcon />
    </Button>
  );
}
