import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { MessagePreference } from './message-preference.entity';
import { ChannelChoice, MESSAGE_TOPICS, MessageTopic, TOPICS } from './message-topics';

export type PreferenceSheet = Record<MessageTopic, ChannelChoice>;

/** Which channels each customer wants for each topic: their own choice where they made one, else the topic's default. */
@Injectable()
export class MessagePreferences {
  constructor(
    @InjectRepository(MessagePreference) private readonly preferences: Repository<MessagePreference>,
    private readonly clock: Clock,
  ) {}

  async sheetOf(userId: number): Promise<PreferenceSheet> {
    const rows = await this.preferences.findBy({ userId });
    const sheet = Object.fromEntries(MESSAGE_TOPICS.map((topic) => [topic, { ...TOPICS[topic].defaults }])) as PreferenceSheet;
    for (const row of rows) sheet[row.topic] = { email: row.email, inApp: row.inApp };
    return sheet;
  }

  /** The choice of each of `userIds` for `topic`. */
  async choicesFor(topic: MessageTopic, userIds: number[], manager?: EntityManager): Promise<Map<number, ChannelChoice>> {
    const rows =
      userIds.length === 0
        ? []
        : await (manager?.getRepository(MessagePreference) ?? this.preferences).findBy({ topic, userId: In(userIds) });
    const chosen = new Map(rows.map((row) => [row.userId, { email: row.email, inApp: row.inApp }]));
    return new Map(userIds.map((userId) => [userId, chosen.get(userId) ?? { ...TOPICS[topic].defaults }]));
  }

  /** Customers who want `topic` on some channel; only for topics off by default (new drops), where that is a choice. */
  async subscribersOf(topic: MessageTopic): Promise<number[]> {
    const rows = await this.preferences
      .createQueryBuilder('preference')
      .select('preference.userId', 'userId')
      .where('preference.topic = :topic AND (preference.email = :on OR preference.inApp = :on)', { topic, on: true })
      .orderBy('preference.userId', 'ASC')
      .getRawMany<{ userId: number | string }>();
    return rows.map((row) => Number(row.userId));
  }

  /** Stores the given topics' choices (others stay as they are); writing the same choice twice changes nothing. */
  async choose(userId: number, choices: Partial<PreferenceSheet>): Promise<PreferenceSheet> {
    const updatedAt = this.clock.now();
    const rows = Object.entries(choices).map(([topic, choice]) => ({
      userId,
      topic: topic as MessageTopic,
      email: choice.email,
      inApp: choice.inApp,
      updatedAt,
    }));
    if (rows.length > 0) await this.preferences.upsert(rows, { conflictPaths: ['userId', 'topic'] });
    return this.sheetOf(userId);
  }

  /** Turns one topic's e-mails off (an unsubscribe link), leaving its other channels as they were. */
  async stopEmails(userId: number, topic: MessageTopic): Promise<void> {
    const sheet = await this.sheetOf(userId);
    await this.choose(userId, { [topic]: { ...sheet[topic], email: false } });
  }
}
