import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** Idempotency-Key on every POST: each key's claim and, once the request succeeded, its answer, kept 24 hours. */
export class IdempotentRequests1765320000000 implements MigrationInterface {
  name = 'IdempotentRequests1765320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotent_requests',
        columns: [
          column.id(),
          column.varchar('owner', 80),
          column.varchar('key', 128),
          column.varchar('request_hash', 64),
          column.text('answer', { isNullable: true }),
          column.datetime('claimed_until'),
          column.datetime('created_at'),
          column.datetime('expires_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_idempotent_requests_owner_key', columnNames: ['owner', 'key'], isUnique: true }),
          new TableIndex({ name: 'IDX_idempotent_requests_expires', columnNames: ['expires_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotent_requests');
  }
}
