import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { authAnswer } from './auth-answer';
import { AuthAnswerDto } from './dto/auth-answer.dto';
import { LoginDto } from './dto/login.dto';
import { PasswordHasher } from './password-hasher';
import { SessionCache } from './session-cache';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { TokenService } from './token.service';
import { AUTH_ERRORS, authError } from './auth.exception';

export const INVALID_LOGIN = AUTH_ERRORS.INVALID_LOGIN.message;
export const VERIFY_FIRST = AUTH_ERRORS.EMAIL_NOT_VERIFIED.message;

/** Sign-in for customers and admins alike (the admin console checks the role it gets back). */
@Injectable()
export class SessionService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
    private readonly sessions: SessionCache,
  ) {}

  async login(credentials: LoginDto, address: string): Promise<AuthAnswerDto> {
    await this.limiter.consume(RATE_LIMITS.loginPerAddress, address);
    await this.limiter.assertAvailable(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
    const user = await this.users.findByEmail(credentials.email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, credentials.password)
      : await this.hasher.verifyNothing(credentials.password);
    if (!user || !valid) {
      await this.limiter.record(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
      throw authError('INVALID_LOGIN');
    }
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (!user.emailVerified) throw authError('EMAIL_NOT_VERIFIED');
    await this.limiter.clear(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
    return authAnswer(user, this.tokens.issue(user));
  }

  async logoutEverywhere(user: User): Promise<void> {
    await this.users.revokeTokens(user.id);
    this.sessions.forget(user.id);
  }
}
