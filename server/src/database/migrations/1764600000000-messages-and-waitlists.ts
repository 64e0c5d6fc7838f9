import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * The kitchen's messages to customers (site notifications, their own e-mail outbox, who was told what, each
 * customer's choice of channels) and the dishes' 'Notify me' lists.
 */
export class MessagesAndWaitlists1764600000000 implements MigrationInterface {
  name = 'MessagesAndWaitlists1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_preferences',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('topic', 24),
          { name: 'email', type: 'boolean' },
          { name: 'in_app', type: 'boolean' },
          column.datetime('updated_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_message_preferences_user_topic', columnNames: ['user_id', 'topic'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'customer_messages',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('topic', 24),
          column.varchar('title', 200),
          column.varchar('body', 1000),
          column.varchar('link', 300),
          column.datetime('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_customer_messages_user', columnNames: ['user_id', 'created_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'message_outbox',
        columns: [
          column.id(),
          column.varchar('recipient', 255),
          column.varchar('subject', 255),
          column.text('text_body'),
          column.text('html_body'),
          column.varchar('unsubscribe_url', 500),
          ...column.outboxBookkeeping(),
        ],
        indices: [new TableIndex({ name: 'IDX_message_outbox_due', columnNames: ['sent_at', 'next_attempt_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'message_receipts',
        columns: [
          column.id(),
          column.varchar('topic', 24),
          column.varchar('ref', 64),
          column.int('user_id'),
          column.datetime('created_at'),
        ],
        indices: [new TableIndex({ name: 'UQ_message_receipts_once', columnNames: ['topic', 'ref', 'user_id'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'waitlist_entries',
        columns: [
          column.id(),
          column.int('user_id'),
          column.int('menu_item_id'),
          column.datetime('joined_at'),
          column.datetime('notified_at', { isNullable: true }),
          column.int('times_notified', { default: 0 }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_waitlist_entries_user_dish', columnNames: ['user_id', 'menu_item_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_waitlist_entries_dish', columnNames: ['menu_item_id', 'joined_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['waitlist_entries', 'message_receipts', 'message_outbox', 'customer_messages', 'message_preferences'])
      await queryRunner.dropTable(table);
  }
}
