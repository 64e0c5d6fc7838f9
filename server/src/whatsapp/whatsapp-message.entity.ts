import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { OutboxRow } from '../mail/outbox-row';
import type { Language } from '../common/language';
import type { WhatsAppTopic } from './whatsapp-topics';

export type MessageDirection = 'IN' | 'OUT';
export type MessageKind = 'TEMPLATE' | 'TEXT';

/**
 * Where a message stands. An outgoing one moves forward only (QUEUED, SENT, DELIVERED, READ; FAILED ends it), whatever
 * order Meta's status webhooks arrive in; SKIPPED was never sent (consent withdrawn first); RECEIVED is incoming.
 */
export const MESSAGE_STATUSES = ['QUEUED', 'SKIPPED', 'SENT', 'DELIVERED', 'READ', 'FAILED', 'RECEIVED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const STATUS_RANK: Record<MessageStatus, number> = { QUEUED: 0, SKIPPED: 1, SENT: 2, DELIVERED: 3, READ: 4, FAILED: 5, RECEIVED: 9 };

/** An order update that could not go on WhatsApp goes by e-mail instead: waiting to be sent, or sent. */
export type FallbackState = 'EMAIL_PENDING' | 'EMAIL_SENT';

/**
 * One WhatsApp message, either way. An outgoing one is also its own outbox row (written in the transaction of the
 * change it tells, sent by WhatsAppOutboxWorker); an incoming one is written already 'sent'. Kept for good: it is
 * the conversation the console shows.
 */
@Entity('whatsapp_messages')
@Index('IDX_whatsapp_messages_due', ['sentAt', 'nextAttemptAt'])
@Index('IDX_whatsapp_messages_phone', ['phone', 'id'])
@Index('UQ_whatsapp_messages_provider_id', ['providerMessageId'], { unique: true })
@Index('UQ_whatsapp_messages_dedupe', ['dedupeKey'], { unique: true })
export class WhatsAppMessage extends OutboxRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 3 })
  direction: MessageDirection;

  @Column({ type: 'varchar', length: 8 })
  kind: MessageKind;

  /** The approved template's name (TEMPLATE only). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  template: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  language: Language | null;

  /** The template's variables, in order, as JSON. */
  @Column({ type: 'text', nullable: true })
  variables: string | null;

  /** What the customer reads (a template rendered with its variables) or wrote. */
  @Column({ type: 'text' })
  body: string;

  /** The consent topic a template needs; null for replies, which answer a message the customer wrote. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  topic: WhatsAppTopic | null;

  @Column({ type: 'varchar', length: 10 })
  status: MessageStatus;

  @Column({ type: 'int' })
  statusRank: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  statusAt: Date | null;

  @Column({ type: 'int', nullable: true })
  errorCode: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  errorTitle: string | null;

  /** Meta's message id (wamid....): the answer to a send, or an incoming message's own. Each exists once. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  providerMessageId: string | null;

  /** What the message is about ('order-mail-12'): the same message can never be queued twice. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  dedupeKey: string | null;

  /** The e-mail sent instead when the message cannot be delivered (order updates), as JSON; null: none. */
  @Column({ type: 'text', nullable: true })
  fallbackMail: string | null;

  @Column({ type: 'varchar', length: 14, nullable: true })
  fallback: FallbackState | null;
}
