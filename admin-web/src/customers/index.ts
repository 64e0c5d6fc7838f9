import PeopleIcon from '@mui/icons-material/People';
import { lazyPage } from '../lib/lazy-page';

export default {
  list: lazyPage(() => import('./CustomerList')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
