import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** Integrators' API keys: a hash of each secret (and of the one before a rotation, for its grace period), scopes, use. */
export class ApiKeys1765300000000 implements MigrationInterface {
  name = 'ApiKeys1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          column.id(),
          column.varchar('name', 80),
          column.varchar('key_id', 12),
          column.varchar('secret_hash', 64),
          column.varchar('previous_secret_hash', 64, { isNullable: true }),
          column.datetime('previous_valid_until', { isNullable: true }),
          column.text('scopes'),
          column.int('created_by'),
          column.datetime('expires_at', { isNullable: true }),
          column.datetime('revoked_at', { isNullable: true }),
          column.datetime('last_used_at', { isNullable: true }),
          column.int('use_count', { default: 0 }),
          ...column.timestamps(),
        ],
        indices: [new TableIndex({ name: 'UQ_api_keys_key_id', columnNames: ['key_id'], isUnique: true })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_keys');
  }
}
