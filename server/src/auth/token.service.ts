import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from '../common/clock';
import type { Role, User } from '../users/user.entity';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** The user's tokenVersion when the token was issued. */
  ver: number;
}

/** Customer sessions last a week; admin sessions a working day. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { CUSTOMER: 7 * 24 * 3600, ADMIN: 12 * 3600 };

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  issue(user: User): string {
    // Issued-at and expiry follow the injectable Clock, so tests can move past a token's lifetime.
    const payload: TokenPayload & { iat: number } = { sub: String(user.id), role: user.role, ver: user.tokenVersion, iat: this.nowSeconds() };
    return this.jwt.sign(payload, { expiresIn: TOKEN_LIFETIME_SECONDS[user.role] });
  }

  /** The payload of a valid token, or undefined for a forged, malformed or expired one, or one that never expires. */
  verify(token: string): TokenPayload | undefined {
    try {
      const payload = this.jwt.verify<TokenPayload & { exp?: unknown }>(token, { algorithms: ['HS256'], clockTimestamp: this.nowSeconds() });
      return typeof payload.exp === 'number' ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
