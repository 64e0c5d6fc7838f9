import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * A schedule may cap the portions one customer buys; the customer_portions ledger counts each customer's
 * portions per schedule in orders that are not cancelled, filled here from the orders placed so far.
 */
export class PerCustomerLimits1764200000000 implements MigrationInterface {
  name = 'PerCustomerLimits1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('menu_schedules', new TableColumn(column.int('max_per_customer', { isNullable: true })));
    await queryRunner.createTable(
      new Table({
        name: 'customer_portions',
        columns: [column.int('user_id', { isPrimary: true }), column.int('schedule_id', { isPrimary: true }), column.int('quantity')],
      }),
    );
    await queryRunner.query(
      `INSERT INTO customer_portions (user_id, schedule_id, quantity)
       SELECT o.user_id, oi.schedule_id, SUM(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
       WHERE o.status <> 'CANCELLED' GROUP BY o.user_id, oi.schedule_id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('customer_portions');
    await queryRunner.dropColumn('menu_schedules', 'max_per_customer');
  }
}
