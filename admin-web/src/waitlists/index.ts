import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { lazyPage } from '../lib/lazy-page';

export default {
  list: lazyPage(() => import('./WaitlistList')),
  show: lazyPage(() => import('./WaitlistShow')),
  icon: NotificationsActiveIcon,
  recordRepresentation: 'name',
};
