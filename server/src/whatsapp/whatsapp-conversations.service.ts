import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { formatDisplayDate, formatKitchenTime, localDate } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { WriteTransactions } from '../database/write-transactions';
import { UsersService } from '../users/users.service';
import { WhatsAppConsent } from './whatsapp-consent.entity';
import { WhatsAppMessage } from './whatsapp-message.entity';
import { WhatsAppOutbox } from './whatsapp-outbox';
import { whatsAppError } from './whatsapp.exception';

/** WhatsApp lets a business write freely only this long after the customer's last message. */
export const REPLY_WINDOW_MS = 24 * 3_600_000;
const MESSAGES_SHOWN = 200;

export interface ConversationSummary {
  phone: string;
  userId: number | null;
  customerName: string | null;
  lastMessageAt: Date;
  lastMessagePreview: string;
  lastInboundAt: Date | null;
  windowClosesAt: Date | null;
  whatsappOn: boolean;
}

export interface Conversation extends Omit<ConversationSummary, 'lastMessageAt' | 'lastMessagePreview' | 'lastInboundAt'> {
  messages: WhatsAppMessage[];
}

/** The console's view of WhatsApp: one conversation per number, newest activity first, and replies within the window. */
@Injectable()
export class WhatsAppConversations {
  constructor(
    @InjectRepository(WhatsAppMessage) private readonly messages: Repository<WhatsAppMessage>,
    @InjectRepository(WhatsAppConsent) private readonly consents: Repository<WhatsAppConsent>,
    private readonly outbox: WhatsAppOutbox,
    private readonly writes: WriteTransactions,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async list(skip: number, take: number): Promise<{ rows: ConversationSummary[]; total: number }> {
    const total = Number(
      (await this.messages.createQueryBuilder('message').select('COUNT(DISTINCT message.phone)', 'total').getRawOne<{ total: string }>())
        ?.total ?? 0,
    );
    const groups = await this.messages
      .createQueryBuilder('message')
      .select('message.phone', 'phone')
      .addSelect('MAX(message.id)', 'lastId')
      .addSelect("MAX(CASE WHEN message.direction = 'IN' THEN message.id END)", 'lastInId')
      .groupBy('message.phone')
      .orderBy('lastId', 'DESC')
      .offset(skip)
      .limit(take)
      .getRawMany<{ phone: string; lastId: number | string; lastInId: number | string | null }>();
    const ids = groups.flatMap((group) => [Number(group.lastId), ...(group.lastInId === null ? [] : [Number(group.lastInId)])]);
    const byId = new Map((ids.length ? await this.messages.findBy({ id: In(ids) }) : []).map((row) => [row.id, row]));
    const people = await this.peopleOf(groups.map((group) => group.phone));
    const rows = groups.map((group) => {
      const last = byId.get(Number(group.lastId)) as WhatsAppMessage;
      const lastIn = group.lastInId === null ? undefined : byId.get(Number(group.lastInId));
      return {
        phone: group.phone,
        ...people.get(group.phone)!,
        lastMessageAt: last.createdAt,
        lastMessagePreview: last.body.slice(0, 120),
        lastInboundAt: lastIn?.createdAt ?? null,
        windowClosesAt: this.windowCloses(lastIn?.createdAt ?? null),
      };
    });
    return { rows, total };
  }

  async one(phone: string): Promise<Conversation> {
    const messages = await this.messages.find({ where: { phone }, order: { id: 'DESC' }, take: MESSAGES_SHOWN });
    if (messages.length === 0) throw whatsAppError('WHATSAPP_CONVERSATION_NOT_FOUND');
    const lastIn = messages.find((message) => message.direction === 'IN');
    return {
      phone,
      ...(await this.peopleOf([phone])).get(phone)!,
      windowClosesAt: this.windowCloses(lastIn?.createdAt ?? null),
      messages: messages.reverse(),
    };
  }

  /** Free text to the customer, only while the 24-hour window their last message opened is open. */
  async reply(phone: string, text: string): Promise<WhatsAppMessage> {
    const conversation = await this.one(phone);
    const closes = conversation.windowClosesAt;
    if (!closes || closes.getTime() <= this.clock.now().getTime()) {
      const closedAt = closes ?? conversation.messages[0].createdAt;
      throw whatsAppError('WHATSAPP_WINDOW_CLOSED', this.kitchenTime(closedAt));
    }
    const sent = await this.writes.transaction((manager) =>
      this.outbox.textWithin(manager, { phone, userId: conversation.userId, body: text, language: null }),
    );
    this.outbox.sendSoon();
    return sent!;
  }

  private windowCloses(lastInboundAt: Date | null): Date | null {
    return lastInboundAt ? new Date(lastInboundAt.getTime() + REPLY_WINDOW_MS) : null;
  }

  private kitchenTime(instant: Date): string {
    const zone = this.config.kitchenTimeZone;
    return `${formatKitchenTime(instant, zone)} on ${formatDisplayDate(localDate(instant, zone))}`;
  }

  /** Who each number is: the account on it (the one whose consent is on, else the oldest) and whether WhatsApp is on. */
  private async peopleOf(phones: string[]): Promise<Map<string, Pick<ConversationSummary, 'userId' | 'customerName' | 'whatsappOn'>>> {
    const consents = phones.length ? await this.consents.findBy({ phone: In(phones), optedIn: true }) : [];
    const people = new Map<string, Pick<ConversationSummary, 'userId' | 'customerName' | 'whatsappOn'>>();
    for (const phone of phones) {
      const on = consents.find((consent) => consent.phone === phone);
      const account = on ? (await this.users.findByIds([on.userId])).get(on.userId) : await this.users.findByPhone(phone);
      people.set(phone, { userId: account?.id ?? null, customerName: account?.name ?? null, whatsappOn: Boolean(on) });
    }
    return people;
  }
}
