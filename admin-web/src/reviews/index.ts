import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyPage } from '../lib/lazy-page';

export default {
  list: lazyPage(() => import('./ReviewList')),
  icon: RateReviewIcon,
  recordRepresentation: 'customerName',
};
