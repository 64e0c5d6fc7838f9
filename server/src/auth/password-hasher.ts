import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), which meet OWASP's minimum. */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
