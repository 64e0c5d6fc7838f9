import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended setting (19 MiB, 2 passes, 1 lane): strong against guessing, and
 * cheap enough that a burst of logins does not starve a 2-core server. Older hashes keep their own parameters.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check when no account matches, so timing does not reveal accounts. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no-account-has-this-password-1!');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
