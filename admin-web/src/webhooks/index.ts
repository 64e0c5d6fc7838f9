import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyPage } from '../lib/lazy-page';

/** react-admin's `webhooks` resource: the endpoints, New endpoint, and each endpoint's page with its delivery log. */
export default {
  list: lazyPage(() => import('./WebhookList')),
  create: lazyPage(() => import('./WebhookCreate')),
  edit: lazyPage(() => import('./WebhookEdit')),
  icon: WebhookIcon,
  recordRepresentation: 'url',
};
