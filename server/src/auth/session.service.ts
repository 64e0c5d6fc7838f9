import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { authAnswer } from './auth-answer';
import { AuthAnswerDto } from './dto/auth-answer.dto';
import { LoginDto } from './dto/login.dto';
import { PasswordHasher } from './password-hasher';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { TokenService } from './token.service';

export const INVALID_LOGIN = 'Invalid email or password';
export const VERIFY_FIRST = 'Please verify your email before logging in.';

/** Sign-in for customers and admins alike (the admin console checks the role it gets back). */
@Injectable()
export class SessionService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
  ) {}

  async login(credentials: LoginDto, address: string): Promise<AuthAnswerDto> {
    await this.limiter.consume(RATE_LIMITS.loginPerAddress, address);
    await this.limiter.assertAvailable(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
    const user = await this.users.findByEmail(credentials.email);
    const valid = user ? await this.hasher.verify(user.passwordHash, credentials.password) : await this.hasher.verifyNothing(credentials.password);
    if (!user || !valid) {
      await this.limiter.record(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
      throw new UnauthorizedException(INVALID_LOGIN);
    }
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (!user.emailVerified) throw new ForbiddenException(VERIFY_FIRST);
    await this.limiter.clear(RATE_LIMITS.loginFailuresPerAccount, credentials.email);
    return authAnswer(user, this.tokens.issue(user));
  }

  async logoutEverywhere(user: User): Promise<void> {
    await this.users.revokeTokens(user.id);
  }
}
