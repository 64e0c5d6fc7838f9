import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyPage } from '../lib/lazy-page';

export default {
  list: lazyPage(() => import('./PromotionList')),
  create: lazyPage(() => import('./PromotionCreate')),
  edit: lazyPage(() => import('./PromotionEdit')),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
