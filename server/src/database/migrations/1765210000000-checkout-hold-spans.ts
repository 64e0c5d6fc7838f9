import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { column } from './columns';

/** A customer's holds renewed one after another form a span, capped by CHECKOUT_HOLD_MAX_MINUTES. */
export class CheckoutHoldSpans1765210000000 implements MigrationInterface {
  name = 'CheckoutHoldSpans1765210000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'checkout_hold_spans',
        columns: [column.int('user_id', { isPrimary: true }), column.datetime('started_at'), column.datetime('held_until')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('checkout_hold_spans');
  }
}
