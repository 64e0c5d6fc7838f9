import { Injectable } from '@nestjs/common';
import type { RateLimitState } from '../common/rate-limit-headers';
import { AppConfig } from '../config/app-config';
import { RateLimitRule } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ApiResource, scopeFor } from './api-key-scopes';
import type { ApiKey } from './api-key.entity';
import { apiKeyError } from './api-key.exception';
import { ApiKeysService } from './api-keys.service';

export interface Admitted {
  key: ApiKey;
  /** The key's own quota after this call, for the RateLimit-* header fields. */
  rateLimit: RateLimitState;
}

/**
 * Whether a call made with an API key may go on: a route that names its resource, a key that holds (unrevoked,
 * unexpired), its quota not used up (counted per key, across instances when Redis is set), and the scope the method
 * needs. Each refusal has its own code.
 */
@Injectable()
export class ApiKeyAdmission {
  private readonly quota: RateLimitRule;

  constructor(
    private readonly keys: ApiKeysService,
    private readonly limiter: RateLimiter,
    config: AppConfig,
  ) {
    this.quota = {
      name: 'api-key',
      limit: config.apiKeyRequestsPerMinute,
      windowMs: 60_000,
      message: 'This API key has made its calls for this minute. Please try again in {wait}.',
    };
  }

  async admit(secret: string, resource: ApiResource | undefined, httpMethod: string): Promise<Admitted> {
    if (!resource) throw apiKeyError('API_KEY_NOT_ALLOWED');
    const key = await this.keys.authenticate(secret);
    const rateLimit = await this.limiter.consume(this.quota, String(key.id));
    const scope = scopeFor(resource, httpMethod);
    if (!key.scopes.includes(scope)) throw apiKeyError('API_KEY_SCOPE', scope);
    return { key, rateLimit };
  }
}
