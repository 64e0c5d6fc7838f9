import { lazyPage } from '../lib/lazy-page';

export const FoodPage = lazyPage(() => import('./FoodPage'));
