import { useDataProvider } from 'react-admin';
import type { KitchenDataProvider } from '../dataProvider';

/** The data provider with the console's extra calls (dashboard, production, uploads, CSV). */
export function useKitchenDataProvider(): KitchenDataProvider {
  return useDataProvider<KitchenDataProvider>();
}
