import { lazyPage } from '../lib/lazy-page';

export const ProductionPage = lazyPage(() => import('./ProductionPage'));
