import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { SessionCache } from './session-cache';
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
   * streams ask again on every event and every 30 s with `fresh`, reading the row, so a long-lived connection ends as
   * soon as its account changes whoever changed it.
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
}
