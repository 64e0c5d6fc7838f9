import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountChangeListener, SessionCache } from './session-cache';
import type { TokenPayload } from './token.service';

/** Whether a session is still good: unexpired, not revoked (logout-all, password reset), its user still there (SessionCache). */
@Injectable()
export class SessionCheck {
  constructor(
    private readonly users: UsersService,
    private readonly cache: SessionCache,
    private readonly clock: Clock,
  ) {}

  /**
   * The session's user while the session holds, or null. Requests may take the account from SessionCache; event
   * streams ask again with `fresh`, reading the row, when their account changes (onAccountChange), before every event
   * and every 30 s, so a long-lived connection ends as soon as its account changes whoever changed it.
   */
  async currentUser(session: TokenPayload, { fresh = false }: { fresh?: boolean } = {}): Promise<User | null> {
    if (session.exp * 1000 <= this.clock.now().getTime()) return null;
    const userId = Number(session.sub);
    if (!Number.isInteger(userId)) return null;
    let user = fresh ? undefined : this.cache.get(userId);
    if (!user) {
      user = (await this.users.findById(userId)) ?? undefined;
      if (user) this.cache.remember(user);
    }
    return user && user.tokenVersion === session.ver ? user : null;
  }

  /**
   * Calls `listener` as soon as an account changes on any instance (or, after Redis was away, any account may have),
   * so whoever holds a long-lived session, such as an event stream, can check it again at once. Returns the function
   * that stops it.
   */
  onAccountChange(listener: AccountChangeListener): () => void {
    return this.cache.onChange(listener);
  }
}
