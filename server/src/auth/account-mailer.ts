import { Injectable } from '@nestjs/common';
import { languageOf, type Language } from '../common/language';
import { kitchenEmail } from '../mail/mail-layout';
import { MailService } from '../mail/mail.service';
import type { User } from '../users/user.entity';
import { CODE_LIFETIME_MS } from './email-code.service';

const CODE_MINUTES = CODE_LIFETIME_MS / 60_000;

type Recipient = Pick<User, 'name' | 'email' | 'language'>;

interface AccountMailText {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** Each account e-mail in every language; `code` stands alone on its line. */
const TEXTS: Record<
  Language,
  {
    verification: (name: string, code: string) => AccountMailText;
    reset: (name: string, code: string) => AccountMailText;
    passwordChanged: (name: string) => AccountMailText;
  }
> = {
  en: {
    verification: (name, code) => ({
      subject: 'Your Home Kitchen verification code',
      heading: 'Verify your email',
      paragraphs: [
        `Hello ${name},`,
        'Thank you for signing up at Home Kitchen. Your verification code is:',
        code,
        `It is valid for ${CODE_MINUTES} minutes and works once. If you did not sign up, you can ignore this email.`,
      ],
    }),
    reset: (name, code) => ({
      subject: 'Your Home Kitchen password reset code',
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        'Someone asked to reset the password of your Home Kitchen account. Your reset code is:',
        code,
        `It is valid for ${CODE_MINUTES} minutes and works once. If you did not ask for it, ignore this email; your password stays as it is.`,
      ],
    }),
    passwordChanged: (name) => ({
      subject: 'Your Home Kitchen password was changed',
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${name},`,
        'The password of your Home Kitchen account was just reset, and every device was signed out.',
        'If this was not you, reset your password again at once and contact the kitchen.',
      ],
    }),
  },
  hi: {
    verification: (name, code) => ({
      subject: 'आपका Home Kitchen सत्यापन कोड',
      heading: 'अपना ईमेल सत्यापित करें',
      paragraphs: [
        `नमस्ते ${name},`,
        'Home Kitchen पर खाता बनाने के लिए धन्यवाद। आपका सत्यापन कोड है:',
        code,
        `यह ${CODE_MINUTES} मिनट तक मान्य है और एक ही बार काम करता है। अगर आपने खाता नहीं बनाया, तो इस ईमेल को अनदेखा कर दें।`,
      ],
    }),
    reset: (name, code) => ({
      subject: 'आपका Home Kitchen पासवर्ड रीसेट कोड',
      heading: 'अपना पासवर्ड रीसेट करें',
      paragraphs: [
        `नमस्ते ${name},`,
        'किसी ने आपके Home Kitchen खाते का पासवर्ड रीसेट करने को कहा है। आपका रीसेट कोड है:',
        code,
        `यह ${CODE_MINUTES} मिनट तक मान्य है और एक ही बार काम करता है। अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें; आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
      ],
    }),
    passwordChanged: (name) => ({
      subject: 'आपका Home Kitchen पासवर्ड बदल दिया गया',
      heading: 'आपका पासवर्ड बदल दिया गया है',
      paragraphs: [
        `नमस्ते ${name},`,
        'आपके Home Kitchen खाते का पासवर्ड अभी रीसेट किया गया है, और सभी डिवाइस से साइन आउट कर दिया गया है।',
        'अगर यह आपने नहीं किया, तो तुरंत पासवर्ड फिर से रीसेट करें और रसोई से संपर्क करें।',
      ],
    }),
  },
};

/** The account e-mails, in the account's language. The code stands alone on its line so people (and tests) find it at once. */
@Injectable()
export class AccountMailer {
  constructor(private readonly mail: MailService) {}

  /** `language`: the sign-up form's, which a pending account may not have stored yet. */
  sendVerificationCode(user: Recipient, code: string, language: Language = user.language): Promise<void> {
    return this.send(user.email, TEXTS[languageOf(language)].verification(user.name, code));
  }

  sendResetCode(user: Recipient, code: string): Promise<void> {
    return this.send(user.email, TEXTS[languageOf(user.language)].reset(user.name, code));
  }

  sendPasswordChanged(user: Recipient): Promise<void> {
    return this.send(user.email, TEXTS[languageOf(user.language)].passwordChanged(user.name));
  }

  private send(to: string, { subject, heading, paragraphs }: AccountMailText): Promise<void> {
    return this.mail.send({ to, subject, ...kitchenEmail(heading, paragraphs) });
  }
}
