import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Tiffin periods that follow one another: a renewal links the next period to the one it continues (once: unique),
 * with the credit carried into it; credit that left a period (refunded or carried); UPI AutoPay through the
 * provider's subscriptions, the provider plans they charge by, and the test mode's stand-in for those subscriptions.
 */
export class TiffinRenewalsAutopay1765350000000 implements MigrationInterface {
  name = 'TiffinRenewalsAutopay1765350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('tiffin_subscriptions', [
      new TableColumn(column.int('previous_subscription_id', { isNullable: true })),
      new TableColumn(column.int('credit_applied_paise', { default: 0 })),
      new TableColumn(column.int('credit_out_paise', { default: 0 })),
      new TableColumn(column.varchar('provider_subscription_id', 64, { isNullable: true })),
      new TableColumn(column.boolean('renews', false)),
      new TableColumn(column.datetime('next_charge_at', { isNullable: true })),
    ]);
    await queryRunner.createIndices('tiffin_subscriptions', [
      new TableIndex({ name: 'UQ_tiffin_subscriptions_previous', columnNames: ['previous_subscription_id'], isUnique: true }),
      new TableIndex({ name: 'UQ_tiffin_subscriptions_provider_payment_id', columnNames: ['provider_payment_id'], isUnique: true }),
      new TableIndex({ name: 'IDX_tiffin_subscriptions_provider_subscription', columnNames: ['provider_subscription_id'] }),
    ]);
    await queryRunner.addColumn('tiffin_plans', new TableColumn(column.boolean('autopay_allowed', false)));
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_provider_plans',
        columns: [
          column.id(),
          column.varchar('provider', 16),
          column.int('plan_id'),
          column.varchar('period', 12),
          column.int('amount_paise'),
          column.varchar('provider_plan_id', 64),
          column.datetime('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_tiffin_provider_plans_price',
            columnNames: ['provider', 'plan_id', 'period', 'amount_paise'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'test_subscriptions',
        columns: [
          column.varchar('id', 40, { isPrimary: true }),
          column.varchar('provider_plan_id', 64),
          column.int('amount'),
          column.int('total_count'),
          column.int('paid_count', { default: 0 }),
          column.varchar('status', 16),
          column.varchar('notes', 500),
          column.datetime('created_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('test_subscriptions');
    await queryRunner.dropTable('tiffin_provider_plans');
    await queryRunner.dropColumn('tiffin_plans', 'autopay_allowed');
    for (const index of [
      'UQ_tiffin_subscriptions_previous',
      'UQ_tiffin_subscriptions_provider_payment_id',
      'IDX_tiffin_subscriptions_provider_subscription',
    ])
      await queryRunner.dropIndex('tiffin_subscriptions', index);
    for (const name of [
      'previous_subscription_id',
      'credit_applied_paise',
      'credit_out_paise',
      'provider_subscription_id',
      'renews',
      'next_charge_at',
    ])
      await queryRunner.dropColumn('tiffin_subscriptions', name);
  }
}
