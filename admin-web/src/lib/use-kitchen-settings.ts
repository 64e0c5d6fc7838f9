import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitchenSettings } from './api-types';
import { errorMessage } from './error-message';
import { useKitchenDataProvider } from './use-kitchen-data-provider';

const KEY = ['kitchen-settings'];

/**
 * The kitchen's settings for the forms that edit a part of them (slot defaults, legal details): loaded once and
 * shared, saved with `save(changes)`, which says `savedMessage` or keeps the server's reason in `serverError`.
 */
export function useKitchenSettings(savedMessage: string) {
  const notify = useNotify();
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.getKitchenSettings() });
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const save = async (changes: Partial<KitchenSettings>) => {
    setSaving(true);
    setServerError(undefined);
    try {
      queryClient.setQueryData(KEY, await dataProvider.updateKitchenSettings(changes));
      notify(savedMessage, { type: 'success' });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return { settings: data, isPending, isError, save, saving, serverError };
}
