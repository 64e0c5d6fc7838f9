import { Injectable, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { DEFAULT_LANGUAGE, type Language } from '../common/language';
import { WriteTransactions } from '../database/write-transactions';
import { normalisePhone } from '../users/account-rules';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountMailer } from './account-mailer';
import { authAnswer } from './auth-answer';
import { CodeSendThrottle } from './code-send-throttle';
import { AuthAnswerDto, RegisteredDto } from './dto/auth-answer.dto';
import { SendEmailOtpDto, VerifyEmailDto } from './dto/email-otp.dto';
import { RegisterDto } from './dto/register.dto';
import { SignUpChoices } from './sign-up-choices';
import { EmailCodeService } from './email-code.service';
import { PasswordHasher } from './password-hasher';
import { RATE_LIMITS } from '../rate-limit/rate-limit-rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { TokenService } from './token.service';
import { AUTH_ERRORS, authError } from './auth.exception';

export const EMAIL_TAKEN = AUTH_ERRORS.EMAIL_TAKEN.message;

/** Sign-up: register (or re-register while unverified), e-mail a code, verify it and sign the customer in. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly codes: EmailCodeService,
    private readonly mailer: AccountMailer,
    private readonly throttle: CodeSendThrottle,
    private readonly limiter: RateLimiter,
    private readonly tokens: TokenService,
    private readonly writes: WriteTransactions,
    private readonly choices: SignUpChoices,
  ) {}

  /**
   * A pending sign-up whose code is still live keeps its details: another registration for that e-mail only
   * sends a new code to the address, with the same answer as the first, so nobody can swap in their own
   * password before the owner verifies. Once the code has expired the sign-up is abandoned and the newest
   * form replaces it.
   */
  async register(form: RegisterDto, address: string): Promise<RegisteredDto> {
    await this.limiter.consume(RATE_LIMITS.registerPerAddress, address);
    const existing = await this.users.findByEmail(form.email);
    if (existing?.emailVerified) throw authError('EMAIL_TAKEN');
    await this.throttle.allow(address, form.email);

    if (existing && (await this.codes.hasLiveCode(existing.id, 'VERIFY'))) {
      await this.recordChoices(existing.id, form);
      await this.sendVerificationCode(existing, form.language ?? existing.language);
      return { email: form.email, name: form.name };
    }
    const user =
      existing ?? this.users.create({ email: form.email, role: 'CUSTOMER', emailVerified: false, tokenVersion: 0, avatar: null });
    Object.assign(user, {
      name: form.name,
      phone: normalisePhone(form.phone),
      passwordHash: await this.hasher.hash(form.password),
      language: form.language ?? DEFAULT_LANGUAGE,
    });
    const saved = await this.saveNewAccount(user);
    await this.recordChoices(saved.id, form);
    await this.sendVerificationCode(saved);
    return { email: saved.email, name: saved.name };
  }

  /** Same answer for unknown and verified e-mails, so the call cannot be used to probe for accounts. */
  async resendCode(request: SendEmailOtpDto, address: string): Promise<void> {
    await this.throttle.allow(address, request.email);
    const user = await this.users.findByEmail(request.email);
    if (user && !user.emailVerified) await this.sendVerificationCode(user);
  }

  async verify(request: VerifyEmailDto, address: string): Promise<AuthAnswerDto> {
    await this.limiter.consume(RATE_LIMITS.codeCheckPerAddress, address);
    const user = await this.users.findByEmail(request.email);
    if (!user) throw authError('CODE_UNUSABLE');
    if (user.emailVerified) throw authError('EMAIL_ALREADY_VERIFIED');

    const verified = await this.writes.transaction(async (manager) => {
      const check = await this.codes.check(user.id, 'VERIFY', request.otp, manager);
      return check.outcome === 'accepted' ? this.users.markEmailVerified(user, manager) : check;
    });
    if (!(verified instanceof User))
      throw verified.outcome === 'unusable' ? authError('CODE_UNUSABLE') : authError('CODE_WRONG', wrongCodeMessage(verified));
    return authAnswer(verified, this.tokens.issue(verified));
  }

  /** The sign-up form's 'new drops' and WhatsApp boxes; unticked or left out changes nothing. */
  private async recordChoices(userId: number, form: RegisterDto): Promise<void> {
    const choice = { userId, newDrops: form.newDrops === true, whatsapp: form.whatsapp === true };
    if (choice.newDrops || choice.whatsapp) await this.choices.record(choice);
  }

  /** `language`: the one the sign-up form was filled in, which may differ from a pending account's earlier one. */
  private async sendVerificationCode(user: User, language: Language = user.language): Promise<void> {
    const code = await this.codes.issue(user.id, 'VERIFY');
    try {
      await this.mailer.sendVerificationCode(user, code, language);
    } catch (error) {
      this.logger.error(`Verification e-mail to ${user.email} failed: ${(error as Error).message}`);
      throw authError('VERIFICATION_MAIL_FAILED');
    }
  }

  /** Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same 409. */
  private async saveNewAccount(user: User): Promise<User> {
    try {
      return await this.users.save(user);
    } catch (error) {
      if (error instanceof QueryFailedError && /unique|duplicate/i.test(error.message)) throw authError('EMAIL_TAKEN');
      throw error;
    }
  }
}

export function wrongCodeMessage(check: { outcome: 'wrong'; attemptsLeft: number } | { outcome: 'unusable' }): string {
  if (check.outcome === 'unusable') return AUTH_ERRORS.CODE_UNUSABLE.message;
  if (check.attemptsLeft === 0) return 'Invalid OTP. Too many wrong attempts; please request a new one.';
  return `Invalid OTP. Please try again. ${check.attemptsLeft} attempt${check.attemptsLeft === 1 ? '' : 's'} left.`;
}
