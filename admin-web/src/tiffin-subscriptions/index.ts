import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyPage } from '../lib/lazy-page';

/** react-admin's `tiffin-subscriptions` resource: who takes which plan and its money; each one's page with its meals. */
export default {
  list: lazyPage(() => import('./TiffinSubscriptionList')),
  show: lazyPage(() => import('./TiffinSubscriptionShow')),
  icon: EventRepeatIcon,
  recordRepresentation: 'planName',
};
