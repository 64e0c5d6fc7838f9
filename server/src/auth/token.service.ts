import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import { Clock } from '../common/clock';
import type { Role, User } from '../users/user.entity';

export interface TokenPayload {
  sub: string;
  role: Role;
  /** The user's tokenVersion when the token was issued. */
  ver: number;
  /** When the session ends, in epoch seconds. */
  exp: number;
}

/** A stream ticket is good for this long, and for one stream. */
export const STREAM_TICKET_SECONDS = 60;

interface StreamTicketClaims {
  sub: string;
  role: Role;
  ver: number;
  /** Marks a stream ticket, which is never accepted as an access token (and the reverse). */
  use: 'stream';
  jti: string;
  /** The expiry of the session that asked for the ticket: the stream ends with it. */
  sessionExp: number;
}

export interface StreamTicket {
  ticket: string;
  id: string;
  expiresAt: Date;
}

/** Customer sessions last a week; admin sessions a working day. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { CUSTOMER: 7 * 24 * 3600, ADMIN: 12 * 3600 };

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  /** A session token, good for the role's lifetime unless another is given. */
  issue(user: User, lifetimeSeconds = TOKEN_LIFETIME_SECONDS[user.role]): string {
    // Issued-at and expiry follow the injectable Clock, so tests can move past a token's lifetime.
    const payload: Omit<TokenPayload, 'exp'> & { iat: number } = {
      sub: String(user.id),
      role: user.role,
      ver: user.tokenVersion,
      iat: this.nowSeconds(),
    };
    return this.jwt.sign(payload, { expiresIn: lifetimeSeconds });
  }

  /** The payload of a valid token, or undefined for a forged, malformed or expired one, one that never expires, or a stream ticket. */
  verify(token: string): TokenPayload | undefined {
    const payload = this.decode<TokenPayload & { use?: unknown }>(token);
    return payload && typeof payload.exp === 'number' && payload.use === undefined ? payload : undefined;
  }

  /** A short-lived, single-purpose ticket for opening one event stream, so that no long-lived token goes in a URL. */
  issueStreamTicket(session: TokenPayload): StreamTicket {
    const id = randomUUID();
    const claims: StreamTicketClaims & { iat: number } = {
      sub: session.sub,
      role: session.role,
      ver: session.ver,
      use: 'stream',
      jti: id,
      sessionExp: session.exp,
      iat: this.nowSeconds(),
    };
    const ticket = this.jwt.sign(claims, { expiresIn: STREAM_TICKET_SECONDS });
    return { ticket, id, expiresAt: new Date((this.nowSeconds() + STREAM_TICKET_SECONDS) * 1000) };
  }

  /** The session behind a valid, unexpired stream ticket (not yet checked for single use), or undefined. */
  verifyStreamTicket(ticket: string): { session: TokenPayload; id: string } | undefined {
    const claims = this.decode<StreamTicketClaims>(ticket);
    if (!claims || claims.use !== 'stream' || typeof claims.jti !== 'string' || typeof claims.sessionExp !== 'number') return undefined;
    return { session: { sub: claims.sub, role: claims.role, ver: claims.ver, exp: claims.sessionExp }, id: claims.jti };
  }

  private decode<T extends object>(token: string): T | undefined {
    try {
      return this.jwt.verify<T>(token, { algorithms: ['HS256'], clockTimestamp: this.nowSeconds() });
    } catch {
      return undefined;
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
