import { useQueryClient } from '@tanstack/react-query';
import type { GetListResult } from 'react-admin';
import { useKitchenDataProvider } from '../lib/use-kitchen-data-provider';
import { replaceKey, withoutSecret, type ApiKey, type IssuedApiKey } from './api-keys';

/**
 * Revoke and rotate, which are POSTs outside react-admin's verbs. The server's answer replaces the key in every
 * cached list at once (so the row shows Revoked without waiting for a refetch), never with the secret in it.
 */
export function useApiKeyActions() {
  const dataProvider = useKitchenDataProvider();
  const queryClient = useQueryClient();

  const showEverywhere = (changed: ApiKey) => {
    const key = withoutSecret(changed);
    queryClient.setQueriesData<GetListResult<ApiKey>>({ queryKey: ['api-keys', 'getList'] }, (cached) =>
      cached ? { ...cached, data: replaceKey(cached.data, key) } : cached,
    );
    // Read again in the background (other columns may have moved); the caller does not wait for it.
    void queryClient.invalidateQueries({ queryKey: ['api-keys'] });
  };

  return {
    async revoke(key: ApiKey): Promise<ApiKey> {
      const revoked = await dataProvider.revokeApiKey(key.id);
      showEverywhere(revoked);
      return revoked;
    },
    /** The rotated key with its new secret, for the secret dialog only. */
    async rotate(key: ApiKey, graceMinutes: number): Promise<IssuedApiKey> {
      const rotated = await dataProvider.rotateApiKey(key.id, graceMinutes);
      showEverywhere(rotated);
      return rotated;
    },
  };
}
