import { lazyPage } from '../lib/lazy-page';

export const KitchenDetailsPage = lazyPage(() => import('./KitchenDetailsPage'));
