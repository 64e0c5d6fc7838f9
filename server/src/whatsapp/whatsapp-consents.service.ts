import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import type { Language } from '../common/language';
import { languageOf } from '../common/language';
import { WriteTransactions } from '../database/write-transactions';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { WhatsAppConsentChange } from './whatsapp-consent-change.entity';
import { WhatsAppConsent } from './whatsapp-consent.entity';
import { whatsAppError } from './whatsapp.exception';
import { ConsentSource, WhatsAppTopic, WhatsAppTopics } from './whatsapp-topics';

/** A customer's WhatsApp choice as the profile shows it. */
export interface ConsentView {
  phone: string | null;
  on: boolean;
  topics: WhatsAppTopics;
  consentedAt: Date | null;
  source: ConsentSource | null;
}

export interface ConsentChoice {
  on: boolean;
  topics?: Partial<WhatsAppTopics>;
  source: ConsentSource;
}

/** Who may be sent a message of a topic: the number their consent was given for, and the language they read. */
export interface Recipient {
  userId: number;
  phone: string;
  language: Language;
}

const NOTHING_CHOSEN: WhatsAppTopics = { orderUpdates: false, drops: false, reminders: false };

/**
 * Whether each customer wants WhatsApp messages, on which topics, and for which number. Consent belongs to a number:
 * a customer who changes the phone on their account hears nothing on the new one until they turn WhatsApp on again.
 */
@Injectable()
export class WhatsAppConsents {
  constructor(
    @InjectRepository(WhatsAppConsent) private readonly consents: Repository<WhatsAppConsent>,
    private readonly users: UsersService,
    private readonly writes: WriteTransactions,
    private readonly clock: Clock,
  ) {}

  async viewOf(user: User): Promise<ConsentView> {
    const row = await this.consents.findOneBy({ userId: user.id });
    const standing = row !== null && row.optedIn && row.phone === user.phone;
    return {
      phone: user.phone,
      on: standing,
      topics: row ? { orderUpdates: row.orderUpdates, drops: row.drops, reminders: row.reminders } : { ...NOTHING_CHOSEN },
      consentedAt: standing ? row.consentedAt : null,
      source: standing ? row.source : null,
    };
  }

  /**
   * Turns WhatsApp on or off for the account's number; topics not named stay as they were. Turning it on with every
   * topic off switches on order updates and reminders (new drops are marketing, chosen on their own).
   */
  async choose(user: User, choice: ConsentChoice): Promise<ConsentView> {
    if (choice.on && !user.phone) throw whatsAppError('WHATSAPP_NO_PHONE');
    await this.writes.transaction((manager) => this.chooseWithin(manager, user, choice));
    return this.viewOf(user);
  }

  /** `choose` inside the caller's transaction (a STOP or START message, say, with the message's own row). */
  async chooseWithin(manager: EntityManager, user: User, choice: ConsentChoice): Promise<void> {
    const repository = manager.getRepository(WhatsAppConsent);
    const row = await repository.findOneBy({ userId: user.id });
    const before = row ? { orderUpdates: row.orderUpdates, drops: row.drops, reminders: row.reminders } : NOTHING_CHOSEN;
    const named = Object.entries(choice.topics ?? {}).filter(([, value]) => typeof value === 'boolean');
    const chosen: WhatsAppTopics = { ...before, ...Object.fromEntries(named) };
    const topics = choice.on && !Object.values(chosen).some(Boolean) ? { ...chosen, orderUpdates: true, reminders: true } : chosen;
    const phone = user.phone ?? row?.phone ?? '';
    const wasOn = row !== null && row.optedIn && row.phone === phone;
    const now = this.clock.now();
    await repository.upsert(
      {
        userId: user.id,
        phone,
        optedIn: choice.on,
        ...topics,
        consentedAt: choice.on ? (wasOn ? row.consentedAt : now) : null,
        source: choice.on ? (wasOn ? row.source : choice.source) : null,
        updatedAt: now,
      },
      { conflictPaths: ['userId'] },
    );
    if (wasOn !== choice.on) await this.record(manager, user.id, phone, choice.on, choice.source);
  }

  /** Of `userIds`, those whose consent stands for `topic` on the number their account has now. */
  async recipientsWithin(manager: EntityManager, userIds: number[], topic: WhatsAppTopic): Promise<Recipient[]> {
    if (userIds.length === 0) return [];
    const rows = await manager.getRepository(WhatsAppConsent).findBy({ userId: In(userIds), optedIn: true, [topic]: true });
    if (rows.length === 0) return [];
    const users = await this.users.findByIds(
      rows.map((row) => row.userId),
      manager,
    );
    return rows.flatMap((row) => {
      const user = users.get(row.userId);
      return user && user.phone === row.phone ? [{ userId: row.userId, phone: row.phone, language: languageOf(user.language) }] : [];
    });
  }

  /** Whether a message queued earlier may still go: the consent may have been withdrawn since (STOP works at once). */
  async stillWanted(userId: number, phone: string, topic: WhatsAppTopic): Promise<boolean> {
    return (await this.consents.countBy({ userId, phone, optedIn: true, [topic]: true })) > 0;
  }

  /** STOP: every account on this number stops getting WhatsApp messages. Answers how many were on. */
  async stopNumberWithin(manager: EntityManager, phone: string): Promise<number> {
    const on = await manager.getRepository(WhatsAppConsent).findBy({ phone, optedIn: true });
    for (const row of on) {
      await manager
        .getRepository(WhatsAppConsent)
        .update({ id: row.id }, { optedIn: false, consentedAt: null, source: null, updatedAt: this.clock.now() });
      await this.record(manager, row.userId, phone, false, 'WHATSAPP');
    }
    return on.length;
  }

  /** START: the accounts whose phone is this number get WhatsApp messages again, with the topics they had. */
  async startNumberWithin(manager: EntityManager, phone: string): Promise<number> {
    const accounts = await this.users.findAllByPhone(phone);
    for (const user of accounts) await this.chooseWithin(manager, user, { on: true, source: 'WHATSAPP' });
    return accounts.length;
  }

  /** Customers whose consent stands for `topic`, by id. */
  async subscribersOf(topic: WhatsAppTopic): Promise<number[]> {
    const rows = await this.consents.find({ select: { userId: true }, where: { optedIn: true, [topic]: true }, order: { userId: 'ASC' } });
    return rows.map((row) => row.userId);
  }

  /** How many customers have WhatsApp on (the console's count). */
  countOn(): Promise<number> {
    return this.consents.countBy({ optedIn: true });
  }

  private async record(manager: EntityManager, userId: number, phone: string, optedIn: boolean, source: ConsentSource): Promise<void> {
    await manager.getRepository(WhatsAppConsentChange).insert({ userId, phone, optedIn, source, createdAt: this.clock.now() });
  }
}
