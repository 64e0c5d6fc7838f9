import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Signed webhooks: endpoints, events (written in the transaction of the change they report), one outbox row per
 * event and endpoint, and a log of every try.
 */
export class Webhooks1765310000000 implements MigrationInterface {
  name = 'Webhooks1765310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          column.id(),
          column.varchar('url', 500),
          column.varchar('description', 200, { default: "''" }),
          column.text('event_types'),
          column.varchar('signing_secret', 80),
          column.boolean('enabled', true),
          column.varchar('disabled_reason', 300, { isNullable: true }),
          column.datetime('failing_since', { isNullable: true }),
          ...column.timestamps(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          { ...column.id(), name: 'sequence' },
          column.varchar('id', 40),
          column.varchar('type', 40),
          column.varchar('resource_type', 20),
          column.varchar('resource_id', 40),
          column.text('data'),
          column.datetime('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_webhook_events_id', columnNames: ['id'], isUnique: true }),
          new TableIndex({ name: 'IDX_webhook_events_created', columnNames: ['created_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          column.id(),
          column.varchar('event_id', 40),
          column.int('endpoint_id'),
          column.varchar('outcome', 16, { isNullable: true }),
          ...column.outboxBookkeeping(),
        ],
        indices: [
          new TableIndex({ name: 'IDX_webhook_deliveries_due', columnNames: ['sent_at', 'next_attempt_at'] }),
          new TableIndex({ name: 'IDX_webhook_deliveries_endpoint', columnNames: ['endpoint_id', 'created_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          column.id(),
          column.int('delivery_id'),
          column.datetime('attempted_at'),
          column.int('status', { isNullable: true }),
          column.int('duration_ms'),
          column.varchar('excerpt', 500),
        ],
        indices: [new TableIndex({ name: 'IDX_webhook_attempts_delivery', columnNames: ['delivery_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints'])
      await queryRunner.dropTable(table);
  }
}
