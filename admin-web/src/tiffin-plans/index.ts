import LunchDiningIcon from '@mui/icons-material/LunchDining';
import { lazyPage } from '../lib/lazy-page';

/** react-admin's `tiffin-plans` resource: the plans, New plan, and each plan's page with its dish by cook date. No delete: a plan is switched off. */
export default {
  list: lazyPage(() => import('./TiffinPlanList')),
  create: lazyPage(() => import('./TiffinPlanCreate')),
  edit: lazyPage(() => import('./TiffinPlanEdit')),
  icon: LunchDiningIcon,
  recordRepresentation: 'name',
};
