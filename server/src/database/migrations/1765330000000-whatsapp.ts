import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** WhatsApp: consent per customer (and its record), the messages both ways (outgoing ones are an outbox), settings. */
export class WhatsApp1765330000000 implements MigrationInterface {
  name = 'WhatsApp1765330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_consents',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('phone', 20),
          column.boolean('opted_in', false),
          column.boolean('order_updates', false),
          column.boolean('drops', false),
          column.boolean('reminders', false),
          column.datetime('consented_at', { isNullable: true }),
          column.varchar('source', 12, { isNullable: true }),
          column.datetime('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_whatsapp_consents_user', columnNames: ['user_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_whatsapp_consents_phone', columnNames: ['phone'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_consent_changes',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('phone', 20),
          column.boolean('opted_in', false),
          column.varchar('source', 12),
          column.datetime('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_whatsapp_consent_changes_user', columnNames: ['user_id'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_messages',
        columns: [
          column.id(),
          column.varchar('phone', 20),
          column.int('user_id', { isNullable: true }),
          column.varchar('direction', 3),
          column.varchar('kind', 8),
          column.varchar('template', 64, { isNullable: true }),
          column.varchar('language', 5, { isNullable: true }),
          column.text('variables', { isNullable: true }),
          column.text('body'),
          column.varchar('topic', 16, { isNullable: true }),
          column.varchar('status', 10),
          column.int('status_rank'),
          column.datetime('status_at', { isNullable: true }),
          column.int('error_code', { isNullable: true }),
          column.varchar('error_title', 200, { isNullable: true }),
          column.varchar('provider_message_id', 128, { isNullable: true }),
          column.varchar('dedupe_key', 100, { isNullable: true }),
          column.text('fallback_mail', { isNullable: true }),
          column.varchar('fallback', 14, { isNullable: true }),
          ...column.outboxBookkeeping(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_whatsapp_messages_due', columnNames: ['sent_at', 'next_attempt_at'] }),
          new TableIndex({ name: 'IDX_whatsapp_messages_phone', columnNames: ['phone', 'id'] }),
          new TableIndex({ name: 'UQ_whatsapp_messages_provider_id', columnNames: ['provider_message_id'], isUnique: true }),
          new TableIndex({ name: 'UQ_whatsapp_messages_dedupe', columnNames: ['dedupe_key'], isUnique: true }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_settings',
        columns: [{ name: 'id', type: 'integer', isPrimary: true }, column.varchar('auto_reply', 1000), column.datetime('updated_at')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['whatsapp_settings', 'whatsapp_messages', 'whatsapp_consent_changes', 'whatsapp_consents'])
      await queryRunner.dropTable(table);
  }
}
