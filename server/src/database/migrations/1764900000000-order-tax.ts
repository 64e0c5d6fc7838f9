import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/** Each order keeps the tax it was charged: its label, rate and whether prices included it (earlier orders: the spec's 8%). */
export class OrderTax1764900000000 implements MigrationInterface {
  name = 'OrderTax1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('orders', [
      new TableColumn(column.varchar('tax_label', 30, { default: "'Taxes & Fees'" })),
      new TableColumn(column.int('tax_rate_bp', { default: 800 })),
      new TableColumn(column.boolean('prices_include_tax', false)),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('orders', ['tax_label', 'tax_rate_bp', 'prices_include_tax']);
  }
}
