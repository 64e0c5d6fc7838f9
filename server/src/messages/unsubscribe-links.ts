import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { AppConfig } from '../config/app-config';
import { isMessageTopic, MessageTopic } from './message-topics';

/**
 * The token in an e-mail's unsubscribe link: the customer and the topic, signed. It can do one thing only, turn that
 * topic's e-mails off for that customer, so it is no sign-in secret and may sit in a URL (RFC 8058 asks for exactly
 * that); it never expires because old e-mails must still unsubscribe.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly key: Buffer;

  constructor(private readonly config: AppConfig) {
    this.key = createHmac('sha256', resolveJwtSecret(config)).update('unsubscribe-links').digest();
  }

  token(userId: number, topic: MessageTopic): string {
    return `${userId}.${topic}.${this.sign(userId, topic)}`;
  }

  /** The page a person opens from the e-mail's footer. */
  pageUrl(userId: number, topic: MessageTopic): string {
    return `${this.config.siteUrl}/unsubscribe?token=${this.token(userId, topic)}`;
  }

  /** Where a mail client POSTs 'List-Unsubscribe=One-Click' (RFC 8058). */
  oneClickUrl(userId: number, topic: MessageTopic): string {
    return `${this.config.siteUrl}/api/v1/messages/unsubscribe?token=${this.token(userId, topic)}`;
  }

  /** The customer and topic a token names, or null when it is not one we signed. */
  read(token: string): { userId: number; topic: MessageTopic } | null {
    const [id, topic, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !/^\d{1,10}$/.test(id ?? '') || !isMessageTopic(topic ?? '') || !signature) return null;
    const userId = Number(id);
    const expected = Buffer.from(this.sign(userId, topic as MessageTopic));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, topic: topic as MessageTopic };
  }

  private sign(userId: number, topic: MessageTopic): string {
    return createHmac('sha256', this.key).update(`${userId}.${topic}`).digest('base64url').slice(0, 32);
  }
}
