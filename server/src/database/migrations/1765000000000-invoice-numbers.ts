import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Tax invoice numbers: one counter row per Indian financial year, and each order's number (its year and its place
 * in that year's sequence). The unique index is the backstop: no two orders can ever share a number.
 */
export class InvoiceNumbers1765000000000 implements MigrationInterface {
  name = 'InvoiceNumbers1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'invoice_counters',
        columns: [column.varchar('financial_year', 7, { isPrimary: true }), column.int('last_sequence')],
      }),
    );
    await queryRunner.addColumns('orders', [
      new TableColumn(column.varchar('invoice_year', 7, { isNullable: true })),
      new TableColumn(column.int('invoice_sequence', { isNullable: true })),
    ]);
    await queryRunner.createIndex(
      'orders',
      new TableIndex({ name: 'UQ_orders_invoice_number', columnNames: ['invoice_year', 'invoice_sequence'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('orders', 'UQ_orders_invoice_number');
    await queryRunner.dropColumns('orders', ['invoice_year', 'invoice_sequence']);
    await queryRunner.dropTable('invoice_counters');
  }
}
