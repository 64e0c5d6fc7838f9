import { lazyPage } from '../lib/lazy-page';

export const PromotionsPage = lazyPage(() => import('./PromotionsPage'));
