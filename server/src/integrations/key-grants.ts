import { Injectable } from '@nestjs/common';
import type { ApiScope } from '../api-keys/api-key-scopes';
import type { ApiKey } from '../api-keys/api-key.entity';
import { apiKeyError } from '../api-keys/api-key.exception';

/** A person (an admin) may give any scope; a key managing keys may give only the scopes it holds itself. */
@Injectable()
export class KeyGrants {
  assertMayGrant(callerKey: ApiKey | undefined, scopes: ApiScope[]): void {
    if (!callerKey) return;
    const lacking = scopes.filter((scope) => !callerKey.scopes.includes(scope));
    if (lacking.length > 0) throw apiKeyError('API_KEY_GRANT', lacking.join(', '));
  }
}
