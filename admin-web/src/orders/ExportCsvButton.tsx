import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import type { OrdersCsvFilter } from '../dataProvider';
import { todayIsoDate } from '../lib/format';
import { saveFile } from '../lib/save-file';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';

/** The server writes the CSV (all matching orders, not just the visible page). */
export function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const filterValues = useListContext().filterValues as OrdersCsvFilter;

  const download = async () => {
    try {
      saveFile(await dataProvider.exportOrdersCsv(filterValues), `orders-${todayIsoDate()}.csv`);
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
