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
}

/** Sends through SMTP_URL; without it, writes each e-mail to the log so codes are visible on a fresh machine. */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(private readonly config: AppConfig) {
    // Pooled: order e-mails come in bursts, and a new SMTP conversation per message costs more than the message.
    if (config.smtpUrl) this.transport = createTransport({ url: config.smtpUrl, pool: true });
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
