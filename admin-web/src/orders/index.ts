import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyPage } from '../lib/lazy-page';

export default {
  list: lazyPage(() => import('./OrderList')),
  show: lazyPage(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'orderRefId',
};
