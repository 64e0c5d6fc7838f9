import { lazyPage } from '../lib/lazy-page';

export const PickupSlotsPage = lazyPage(() => import('./PickupSlotsPage'));
