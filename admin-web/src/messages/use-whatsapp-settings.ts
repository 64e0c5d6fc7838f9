import { useQuery } from '@tanstack/react-query';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';

export const WHATSAPP_SETTINGS_KEY = ['whatsapp-settings'];

/** GET /admin/whatsapp/settings, shared by the page's summary, its auto-reply form and the dashboard. */
export function useWhatsAppSettings() {
  const dataProvider = useKitchenDataProvider();
  return useQuery({ queryKey: WHATSAPP_SETTINGS_KEY, queryFn: () => dataProvider.getWhatsAppSettings() });
}
