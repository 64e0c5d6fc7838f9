import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Money moves at most once per payment. `payment_refunds` holds one row per provider payment that must go back (a
 * cancelled order's, a second payment of a paid order, a payment of the wrong amount), delivered by the outbox
 * drain: the unique payment id is what makes a second refund impossible, whoever asks. Webhook events are claimed
 * before they are handled (`claim_token`, `claimed_until`), not remembered after, so two copies arriving together
 * cannot both act. Refunds already owed or made are copied in, so the new table knows every refunded payment.
 */
export class ExactlyOnceMoney1765200000000 implements MigrationInterface {
  name = 'ExactlyOnceMoney1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payment_refunds',
        columns: [
          column.id(),
          column.varchar('payment_id', 64),
          column.varchar('order_id', 36),
          column.varchar('receipt', 40),
          column.int('amount_paise'),
          column.varchar('kind', 24),
          column.varchar('provider_refund_id', 64, { isNullable: true }),
          column.varchar('refund_status', 16, { isNullable: true }),
          ...column.outboxBookkeeping(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_payment_refunds_payment', columnNames: ['payment_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_payment_refunds_due', columnNames: ['sent_at', 'next_attempt_at'] }),
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO payment_refunds (payment_id, order_id, receipt, amount_paise, kind, provider_refund_id, refund_status,
         attempts, next_attempt_at, locked_until, lock_owner, last_error, sent_at, created_at)
       SELECT provider_payment_id, id, order_ref_id, total_paise, 'ORDER_REFUND', provider_refund_id,
         CASE WHEN payment_status = 'REFUNDED' THEN 'processed' WHEN provider_refund_id IS NULL THEN NULL ELSE 'pending' END,
         0, updated_at, updated_at, NULL, NULL, CASE WHEN provider_refund_id IS NULL THEN NULL ELSE updated_at END, updated_at
       FROM orders WHERE payment_status IN ('REFUND_PENDING', 'REFUNDED') AND provider_payment_id IS NOT NULL`,
    );
    await queryRunner.addColumns('payment_webhook_events', [
      new TableColumn(column.varchar('claim_token', 36, { isNullable: true })),
      new TableColumn(column.datetime('claimed_until', { isNullable: true })),
      new TableColumn(column.datetime('handled_at', { isNullable: true })),
    ]);
    await queryRunner.query('UPDATE payment_webhook_events SET handled_at = received_at, claimed_until = received_at');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('payment_webhook_events', ['claim_token', 'claimed_until', 'handled_at']);
    await queryRunner.dropTable('payment_refunds');
  }
}
