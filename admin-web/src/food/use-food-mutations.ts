import { useQueryClient } from '@tanstack/react-query';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';

/** Writes go straight to the data provider; afterwards both food tables (and cards) reload. */
export function useFoodMutations() {
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const refreshFood = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['menus'] }),
      queryClient.invalidateQueries({ queryKey: ['menu-schedules'] }),
    ]);
  };
  return { dataProvider, refreshFood };
}
