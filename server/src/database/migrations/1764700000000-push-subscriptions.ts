import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** Web Push: the browsers that show each customer's notifications, and the outbox that sends to them. */
export class PushSubscriptions1764700000000 implements MigrationInterface {
  name = 'PushSubscriptions1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'push_subscriptions',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('endpoint', 500),
          column.varchar('p256dh', 100),
          column.varchar('auth', 50),
          column.datetime('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_push_subscriptions_endpoint', columnNames: ['endpoint'], isUnique: true }),
          new TableIndex({ name: 'IDX_push_subscriptions_user', columnNames: ['user_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'push_outbox',
        columns: [column.id(), column.int('subscription_id'), column.varchar('payload', 1000), ...column.outboxBookkeeping()],
        indices: [new TableIndex({ name: 'IDX_push_outbox_due', columnNames: ['sent_at', 'next_attempt_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('push_outbox');
    await queryRunner.dropTable('push_subscriptions');
  }
}
