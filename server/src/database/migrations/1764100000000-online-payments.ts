import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Online payments: the payment's state and the provider's ids on each order, the webhook events already handled
 * (so a redelivery changes nothing), and the test-mode provider's payments. Existing orders keep no payment
 * state: cash orders never have one, and 'online' orders placed before payments were taken moved no money.
 */
export class OnlinePayments1764100000000 implements MigrationInterface {
  name = 'OnlinePayments1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('orders', [
      new TableColumn(column.varchar('payment_status', 16, { isNullable: true })),
      new TableColumn(column.varchar('payment_provider', 16, { isNullable: true })),
      new TableColumn(column.varchar('payment_key_id', 64, { isNullable: true })),
      new TableColumn(column.varchar('provider_order_id', 64, { isNullable: true })),
      new TableColumn(column.varchar('provider_payment_id', 64, { isNullable: true })),
      new TableColumn(column.varchar('provider_refund_id', 64, { isNullable: true })),
      new TableColumn(column.datetime('payment_expires_at', { isNullable: true })),
      new TableColumn(column.datetime('paid_at', { isNullable: true })),
      new TableColumn(column.varchar('cancel_reason', 16, { isNullable: true })),
    ]);
    await queryRunner.createIndices('orders', [
      new TableIndex({ name: 'UQ_orders_provider_order_id', columnNames: ['provider_order_id'], isUnique: true }),
      new TableIndex({ name: 'IDX_orders_provider_payment_id', columnNames: ['provider_payment_id'] }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'payment_webhook_events',
        columns: [column.varchar('event_id', 64, { isPrimary: true }), column.varchar('event', 40), column.datetime('received_at')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'test_payments',
        columns: [
          column.varchar('id', 40, { isPrimary: true }),
          column.varchar('provider_order_id', 64),
          column.int('amount'),
          column.varchar('status', 16),
          column.varchar('refund_id', 40, { isNullable: true }),
          column.datetime('created_at'),
        ],
        indices: [new TableIndex({ name: 'IDX_test_payments_order', columnNames: ['provider_order_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('test_payments');
    await queryRunner.dropTable('payment_webhook_events');
    await queryRunner.dropIndex('orders', 'IDX_orders_provider_payment_id');
    await queryRunner.dropIndex('orders', 'UQ_orders_provider_order_id');
    await queryRunner.dropColumns('orders', [
      'payment_status',
      'payment_provider',
      'payment_key_id',
      'provider_order_id',
      'provider_payment_id',
      'provider_refund_id',
      'payment_expires_at',
      'paid_at',
      'cancel_reason',
    ]);
  }
}
