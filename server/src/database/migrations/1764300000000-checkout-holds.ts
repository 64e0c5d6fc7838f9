import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/** Portions held for customers in checkout: a held count on each schedule, and who holds what until when. */
export class CheckoutHolds1764300000000 implements MigrationInterface {
  name = 'CheckoutHolds1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('menu_schedules', new TableColumn(column.int('held_qty', { default: 0 })));
    await queryRunner.createTable(
      new Table({
        name: 'checkout_holds',
        columns: [column.int('user_id', { isPrimary: true }), column.datetime('expires_at'), column.datetime('created_at')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'checkout_hold_lines',
        columns: [column.id(), column.int('user_id'), column.int('schedule_id'), column.int('quantity')],
        indices: [new TableIndex({ name: 'IDX_checkout_hold_lines_user', columnNames: ['user_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('checkout_hold_lines');
    await queryRunner.dropTable('checkout_holds');
    await queryRunner.dropColumn('menu_schedules', 'held_qty');
  }
}
