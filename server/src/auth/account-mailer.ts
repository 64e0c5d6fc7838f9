import { Injectable } from '@nestjs/common';
import { kitchenEmail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { CODE_LIFETIME_MS } from './email-code.service';

const CODE_MINUTES = CODE_LIFETIME_MS / 60_000;

/** The account e-mails. The code stands alone on its line so people (and tests) find it at once. */
@Injectable()
export class AccountMailer {
  constructor(private readonly mail: MailService) {}

  sendVerificationCode(user: Pick<User, 'name' | 'email'>, code: string): Promise<void> {
    return this.mail.send({
      to: user.email,
      subject: 'Your Home Kitchen verification code',
      ...kitchenEmail('Verify your email', [
        `Hello ${user.name},`,
        'Thank you for signing up at Home Kitchen. Your verification code is:',
        code,
        `It is valid for ${CODE_MINUTES} minutes and works once. If you did not sign up, you can ignore this email.`,
      ]),
    });
  }

  sendResetCode(user: Pick<User, 'name' | 'email'>, code: string): Promise<void> {
    return this.mail.send({
      to: user.email,
      subject: 'Your Home Kitchen password reset code',
      ...kitchenEmail('Reset your password', [
        `Hello ${user.name},`,
        'Someone asked to reset the password of your Home Kitchen account. Your reset code is:',
        code,
        `It is valid for ${CODE_MINUTES} minutes and works once. If you did not ask for it, ignore this email; your password stays as it is.`,
      ]),
    });
  }

  sendPasswordChanged(user: Pick<User, 'name' | 'email'>): Promise<void> {
    return this.mail.send({
      to: user.email,
      subject: 'Your Home Kitchen password was changed',
      ...kitchenEmail('Your password was changed', [
        `Hello ${user.name},`,
        'The password of your Home Kitchen account was just reset, and every device was signed out.',
        'If this was not you, reset your password again at once and contact the kitchen.',
      ]),
    });
  }
}
