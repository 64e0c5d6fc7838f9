import { Injectable, Logger } from '@nestjs/common';
import { WriteTransactions } from '../database/write-transactions';
import { EMAIL_PATTERN, normaliseEmail, normalisePhone, PHONE_PATTERN } from '../users/account-rules';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMailer } from './account-mailer';
import { CodeSendThrottle } from './code-send-throttle';
import { ForgotPasswordDto, ResetPasswordDto } from './dto/password-reset.dto';
import { EmailCodeService } from './email-code.service';
import { PasswordHasher } from './password-hasher';
import { SessionCache } from './session-cache';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { AUTH_ERRORS, authError } from './auth.exception';

export const RESET_CODE_SENT = 'If an account matches, a reset code has been sent to its email. It is valid for 10 minutes.';
export const RESET_CODE_INVALID = AUTH_ERRORS.RESET_CODE_INVALID.message;
export const PASSWORD_RESET_DONE = 'Your password has been reset. Log in with your new password.';

/** The e-mail or phone as registration stores it; anything else matches nobody. */
function identifierKey(identifier: string): { email: string } | { phone: string } | undefined {
  if (identifier.includes('@')) return EMAIL_PATTERN.test(identifier) ? { email: normaliseEmail(identifier) } : undefined;
  const compact = identifier.replace(/[\s\-().]/g, '');
  return PHONE_PATTERN.test(compact) ? { phone: normalisePhone(compact) } : undefined;
}

/** Forgotten passwords: a code by e-mail for an e-mail or phone, then a new password that signs out every device. */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly codes: EmailCodeService,
    private readonly mailer: AccountMailer,
    private readonly throttle: CodeSendThrottle,
    private readonly limiter: RateLimiter,
    private readonly writes: WriteTransactions,
    private readonly sessions: SessionCache,
  ) {}

  /** Answers identically whether or not an account matches; the e-mail leaves in the background so timing tells nothing either. */
  async requestCode(request: ForgotPasswordDto, address: string): Promise<void> {
    const key = identifierKey(request.identifier);
    await this.throttle.allow(address, `reset:${key ? Object.values(key)[0] : request.identifier.toLowerCase()}`);
    for (const user of await this.accountsFor(key)) {
      const code = await this.codes.issue(user.id, 'RESET');
      this.mailer
        .sendResetCode(user, code)
        .catch((error: Error) => this.logger.error(`Reset e-mail to ${user.email} failed: ${error.message}`));
    }
  }

  async reset(request: ResetPasswordDto, address: string): Promise<void> {
    await this.limiter.consume(RATE_LIMITS.codeCheckPerAddress, address);
    const candidates = await this.accountsFor(identifierKey(request.identifier));
    const passwordHash = await this.hasher.hash(request.newPassword);
    for (const candidate of candidates) {
      const changed = await this.writes.transaction(async (manager) => {
        const check = await this.codes.check(candidate.id, 'RESET', request.code, manager);
        if (check.outcome !== 'accepted') return undefined;
        await this.users.replacePassword(candidate.id, passwordHash, manager);
        return candidate;
      });
      if (changed) {
        this.sessions.forget(changed.id);
        this.mailer
          .sendPasswordChanged(changed)
          .catch((error: Error) => this.logger.error(`Notice to ${changed.email} failed: ${error.message}`));
        return;
      }
    }
    throw authError('RESET_CODE_INVALID');
  }

  private async accountsFor(key: ReturnType<typeof identifierKey>): Promise<User[]> {
    if (!key) return [];
    if ('email' in key) {
      const user = await this.users.findByEmail(key.email);
      return user ? [user] : [];
    }
    return this.users.findAllByPhone(key.phone);
  }
}
