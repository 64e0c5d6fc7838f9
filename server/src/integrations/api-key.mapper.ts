import { API_KEY_PREFIX } from '../api-keys/api-key-secret';
import type { ApiKey } from '../api-keys/api-key.entity';
import type { ApiKeyDto } from './dto/api-key.dto';

export function mapApiKey(key: ApiKey, now: Date): ApiKeyDto {
  const status = key.revokedAt ? 'REVOKED' : key.expiresAt && key.expiresAt <= now ? 'EXPIRED' : 'ACTIVE';
  return {
    id: key.id,
    name: key.name,
    hint: `${API_KEY_PREFIX}${key.keyId}_…`,
    scopes: key.scopes,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    useCount: key.useCount,
    previousSecretValidUntil: key.previousValidUntil && key.previousValidUntil > now ? key.previousValidUntil.toISOString() : null,
    status,
  };
}
