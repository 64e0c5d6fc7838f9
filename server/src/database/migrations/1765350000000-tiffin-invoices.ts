import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * The tax invoice of each payment of a tiffin period, numbered from the orders' series (invoice_counters). The unique
 * payment reference makes a second issue of one payment impossible; the unique number is the series' backstop.
 */
export class TiffinInvoices1765350000000 implements MigrationInterface {
  name = 'TiffinInvoices1765350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_invoices',
        columns: [
          column.id(),
          column.varchar('payment_reference', 80),
          column.int('subscription_id'),
          column.int('user_id'),
          column.varchar('invoice_year', 7),
          column.int('invoice_sequence'),
          column.varchar('plan_name', 80),
          column.varchar('start_date', 10),
          column.varchar('end_date', 10),
          column.int('meals'),
          column.int('price_per_meal_paise'),
          column.int('total_paise'),
          column.varchar('tax_label', 40),
          column.int('tax_rate_bp'),
          column.int('tax_paise'),
          column.varchar('paid_by', 10),
          column.varchar('customer_name', 120),
          column.varchar('customer_phone', 20, { isNullable: true }),
          column.varchar('customer_email', 255),
          column.datetime('issued_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_tiffin_invoices_payment_reference', columnNames: ['payment_reference'], isUnique: true }),
          new TableIndex({ name: 'UQ_tiffin_invoices_number', columnNames: ['invoice_year', 'invoice_sequence'], isUnique: true }),
          new TableIndex({ name: 'IDX_tiffin_invoices_subscription', columnNames: ['subscription_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tiffin_invoices');
  }
}
