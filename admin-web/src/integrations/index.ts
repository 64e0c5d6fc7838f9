import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { lazyPage } from '../lib/lazy-page';

/** react-admin's `api-keys` resource: the console's Integrations page and its New key form. */
export default {
  list: lazyPage(() => import('./ApiKeyList')),
  create: lazyPage(() => import('./ApiKeyCreate')),
  icon: VpnKeyIcon,
  recordRepresentation: 'name',
};
