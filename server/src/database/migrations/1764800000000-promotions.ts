import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/** Discount codes, each order's use of one, each customer's count of uses, and the discount on the order itself. */
export class Promotions1764800000000 implements MigrationInterface {
  name = 'Promotions1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'promotions',
        columns: [
          column.id(),
          column.varchar('code', 20),
          column.varchar('description', 200),
          column.varchar('kind', 8),
          column.int('percent_off', { isNullable: true }),
          column.int('flat_off_paise', { isNullable: true }),
          column.int('max_discount_paise', { isNullable: true }),
          column.int('min_order_paise', { default: 0 }),
          column.datetime('starts_at', { isNullable: true }),
          column.datetime('ends_at', { isNullable: true }),
          column.int('total_limit', { isNullable: true }),
          column.int('per_customer_limit', { isNullable: true }),
          column.boolean('first_order_only', false),
          column.boolean('active', true),
          column.int('uses_count', { default: 0 }),
          column.int('discount_given_paise', { default: 0 }),
          ...column.timestamps(),
        ],
        indices: [new TableIndex({ name: 'UQ_promotions_code', columnNames: ['code'], isUnique: true })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'promotion_uses',
        columns: [
          column.id(),
          column.int('promotion_id'),
          column.int('user_id'),
          column.varchar('order_id', 36),
          column.int('discount_paise'),
          column.datetime('created_at'),
          column.datetime('returned_at', { isNullable: true }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_promotion_uses_order', columnNames: ['order_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_promotion_uses_customer', columnNames: ['promotion_id', 'user_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'promotion_customers',
        columns: [
          column.int('promotion_id', { isPrimary: true }),
          column.int('user_id', { isPrimary: true }),
          column.int('uses', { default: 0 }),
        ],
      }),
    );
    await queryRunner.addColumns('orders', [
      new TableColumn(column.int('discount_paise', { default: 0 })),
      new TableColumn(column.varchar('promotion_code', 20, { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('orders', ['discount_paise', 'promotion_code']);
    for (const table of ['promotion_customers', 'promotion_uses', 'promotions']) await queryRunner.dropTable(table);
  }
}
