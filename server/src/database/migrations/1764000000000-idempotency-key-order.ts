import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

interface StoredKey {
  id: number;
  state: string;
  response_body: string | null;
}

/**
 * Idempotency keys name the order they placed instead of keeping a copy of the first answer, and lose their
 * IN_FLIGHT state: the key is now written in the order's own transaction. Completed keys keep their order
 * (read from the stored answer); claims left IN_FLIGHT never had an order and are dropped.
 */
export class IdempotencyKeyOrder1764000000000 implements MigrationInterface {
  name = 'IdempotencyKeyOrder1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('idempotency_keys', new TableColumn(column.varchar('order_id', 36, { isNullable: true })));
    const keys = (await queryRunner.query('SELECT id, state, response_body FROM idempotency_keys')) as StoredKey[];
    for (const key of keys) {
      const orderId = key.state === 'DONE' ? orderIdOf(key.response_body) : null;
      if (orderId) await queryRunner.query('UPDATE idempotency_keys SET order_id = ? WHERE id = ?', [orderId, key.id]);
      else await queryRunner.query('DELETE FROM idempotency_keys WHERE id = ?', [key.id]);
    }
    await queryRunner.dropColumns('idempotency_keys', ['state', 'response_status', 'response_body']);
    await queryRunner.changeColumn('idempotency_keys', 'order_id', new TableColumn(column.varchar('order_id', 36)));
  }

  /** The old shape kept a copy of each answer, which is not recoverable here: the keys are dropped. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM idempotency_keys');
    await queryRunner.addColumns('idempotency_keys', [
      new TableColumn(column.varchar('state', 16, { default: "'DONE'" })),
      new TableColumn(column.int('response_status', { isNullable: true })),
      new TableColumn(column.text('response_body', { isNullable: true })),
    ]);
    await queryRunner.dropColumn('idempotency_keys', 'order_id');
  }
}

function orderIdOf(responseBody: string | null): string | null {
  try {
    const body = JSON.parse(responseBody ?? 'null') as { id?: unknown } | null;
    return typeof body?.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}
