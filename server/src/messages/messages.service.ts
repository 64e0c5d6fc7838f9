import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { LANGUAGES, languageOf, type Language } from '../common/language';
import { AppConfig } from '../config/app-config';
import { kitchenEmail } from '../mail/mail-layout';
import { freshOutboxRow } from '../mail/outbox-row';
import { UsersService } from '../users/users.service';
import { CustomerMessage } from './customer-message.entity';
import { MessageMail } from './message-mail.entity';
import { MessageOutboxWorker } from './message-outbox-worker';
import { MessagePreferences } from './message-preferences.service';
import { MessageReceipt } from './message-receipt.entity';
import { MessageTopic, TOPICS } from './message-topics';
import { PushSubscriptions } from '../push/push-subscriptions.service';
import { UnsubscribeLinks } from './unsubscribe-links';
import { WhatsAppConsents } from '../whatsapp/whatsapp-consents.service';
import { WhatsAppOutbox } from '../whatsapp/whatsapp-outbox';
import { TemplateMessage, TEMPLATES } from '../whatsapp/whatsapp-templates';

/** What an announcement says in one language. */
export interface AnnouncementText {
  title: string;
  paragraphs: string[];
  linkLabel: string;
}

/**
 * One thing to tell customers, once each: `ref` names it within its topic ('2026-11-28' for that date's drop).
 * It is written in every language; each customer reads their account's.
 */
export interface Announcement {
  topic: MessageTopic;
  ref: string;
  /** A path on the customer site the message leads to ('/dish/12'). */
  link: string;
  text: Record<Language, AnnouncementText>;
  /** The same news as a WhatsApp template; its last variable, the link, is added here from `link`. */
  whatsapp: TemplateMessage;
}

/** An announcement's text (or its WhatsApp variables) written once per language by `write`. */
export function inEveryLanguage<T>(write: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, write(language)])) as Record<Language, T>;
}

const MESSAGE_LIMIT = 50;

/**
 * Tells customers things (new drops, a dish back in stock, reminders) on the channels each chose: a notification on
 * the site and an e-mail through the outbox. Each customer hears about one announcement at most once, whoever asks.
 */
@Injectable()
export class MessagesService {
  constructor(
    @InjectRepository(CustomerMessage) private readonly messages: Repository<CustomerMessage>,
    private readonly preferences: MessagePreferences,
    private readonly users: UsersService,
    private readonly links: UnsubscribeLinks,
    private readonly worker: MessageOutboxWorker,
    private readonly push: PushSubscriptions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly whatsAppConsents: WhatsAppConsents,
    private readonly whatsApp: WhatsAppOutbox,
  ) {}

  /**
   * Inside the caller's transaction (it commits or rolls back with what prompted it): writes the announcement for
   * each of `userIds` not yet told about it, on the channels they want, e-mail only to verified addresses. Answers
   * the ids it wrote for, whether or not their channels were all off: they count as told.
   */
  async announceWithin(manager: EntityManager, announcement: Announcement, userIds: number[]): Promise<number[]> {
    const { topic, ref } = announcement;
    const told = await manager.getRepository(MessageReceipt).findBy({ topic, ref, userId: In(userIds) });
    const toldIds = new Set(told.map((receipt) => receipt.userId));
    const users = await this.users.findByIds(
      userIds.filter((id) => !toldIds.has(id)),
      manager,
    );
    const recipients = [...users.values()];
    if (recipients.length === 0) return [];
    const choices = await this.preferences.choicesFor(
      topic,
      recipients.map((user) => user.id),
      manager,
    );
    const now = this.clock.now();
    await manager.getRepository(MessageReceipt).insert(recipients.map((user) => ({ topic, ref, userId: user.id, createdAt: now })));
    const onWhatsApp = await this.tellOnWhatsApp(
      manager,
      announcement,
      recipients.map((user) => user.id),
    );
    const inApp = recipients.filter((user) => choices.get(user.id)?.inApp);
    const textFor = (user: { language: Language }) => announcement.text[languageOf(user.language)];
    if (inApp.length > 0) {
      await manager.getRepository(CustomerMessage).insert(
        inApp.map((user) => ({
          userId: user.id,
          topic,
          title: textFor(user).title,
          body: textFor(user).paragraphs.join(' '),
          link: announcement.link,
          createdAt: now,
        })),
      );
      // A browser the customer subscribed shows the same notice: push follows the 'on this site' choice.
      for (const language of LANGUAGES) {
        const speakers = inApp.filter((user) => languageOf(user.language) === language && !onWhatsApp.has(user.id)).map((user) => user.id);
        const { title, paragraphs } = announcement.text[language];
        if (speakers.length > 0)
          await this.push.enqueueWithin(manager, speakers, { title, body: paragraphs[0], url: announcement.link, tag: `${topic}-${ref}` });
      }
    }
    const byEmail = recipients.filter((user) => user.emailVerified && choices.get(user.id)?.email && !onWhatsApp.has(user.id));
    if (byEmail.length > 0) {
      await manager
        .getRepository(MessageMail)
        .insert(byEmail.map((user) => this.email(announcement, user.id, user.email, languageOf(user.language))));
    }
    return recipients.map((user) => user.id);
  }

  /** After the commit: send the e-mails now rather than at the worker's next tick. */
  sendSoon(): void {
    this.worker.drainSoon();
    this.push.sendSoon();
    this.whatsApp.sendSoon();
  }

  /** Customers who may hear about new drops on some channel: those who chose e-mail or the site, and those on WhatsApp. */
  async newDropsAudience(): Promise<number[]> {
    const chosen = new Set([
      ...(await this.preferences.subscribersOf('NEW_DROPS')),
      ...(await this.whatsAppConsents.subscribersOf('drops')),
    ]);
    return [...chosen].sort((a, b) => a - b);
  }

  /**
   * The announcement on WhatsApp to those of `userIds` whose consent stands for its topic. They hear it there only:
   * neither an e-mail nor a push notice tells them the same news again (the site's own list still shows it).
   */
  private async tellOnWhatsApp(manager: EntityManager, announcement: Announcement, userIds: number[]): Promise<Set<number>> {
    const { template, variables } = announcement.whatsapp;
    const recipients = await this.whatsAppConsents.recipientsWithin(manager, userIds, TEMPLATES[template].topic);
    const link = `${this.config.siteUrl}${announcement.link}`;
    const withLink = Object.fromEntries(LANGUAGES.map((language) => [language, [...variables[language], link]])) as Record<
      Language,
      string[]
    >;
    await this.whatsApp.templatesWithin(manager, recipients, { template, variables: withLink });
    return new Set(recipients.map((recipient) => recipient.userId));
  }

  /** The customer's site notifications from the kitchen, newest first. */
  listMine(userId: number): Promise<CustomerMessage[]> {
    return this.messages.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: MESSAGE_LIMIT });
  }

  private email(announcement: Announcement, userId: number, recipient: string, language: Language): Omit<MessageMail, 'id'> {
    const { title, paragraphs, linkLabel } = announcement.text[language];
    const label = TOPICS[announcement.topic].label[language];
    const stop = this.links.pageUrl(userId, announcement.topic);
    const body = kitchenEmail(
      title,
      [...paragraphs, `${linkLabel}: ${this.config.siteUrl}${announcement.link}`],
      [
        language === 'hi'
          ? `यह आपको इसलिए मिला क्योंकि आपके खाते में "${label}" चालू है। ये ईमेल बंद करें: ${stop}`
          : `You get this because "${label}" is on for your account. Stop these e-mails: ${stop}`,
      ],
    );
    return {
      recipient,
      subject: title,
      textBody: body.text,
      htmlBody: body.html,
      unsubscribeUrl: this.links.oneClickUrl(userId, announcement.topic),
      ...freshOutboxRow(),
    };
  }
}
