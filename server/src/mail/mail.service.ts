import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe on the kitchen's messages. */
  headers?: Record<string, string>;
}

/**
 * SMTP_URL with the pool and timeouts set in its query, where nodemailer reads them: given a URL, nodemailer ignores
 * options passed beside it (`{ url, pool: true }` opened a new connection per message). Pooled because order e-mails
 * come in bursts and an SMTP conversation costs more than a message; the timeouts bound one send well inside the
 * outbox worker's lease (OrderMailWorker), and the URL's own settings win.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/** Sends through SMTP_URL; without it, writes each e-mail to the log so codes are visible on a fresh machine. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(private readonly config: AppConfig) {
    if (config.smtpUrl) this.transport = createTransport(pooledSmtpUrl(config.smtpUrl));
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      this.logger.log(`E-mail to ${message.to}: ${message.subject}\n${message.text}`);
      return;
    }
    await this.transport.sendMail({ from: this.config.mailFrom, ...message });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
