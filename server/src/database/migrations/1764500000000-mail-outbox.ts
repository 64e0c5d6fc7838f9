import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** Order e-mails leave the request path: each is written here in its change's transaction and sent by a worker. */
export class MailOutbox1764500000000 implements MigrationInterface {
  name = 'MailOutbox1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [column.id(), column.varchar('order_id', 36), column.varchar('kind', 16), ...column.outboxBookkeeping()],
        indices: [new TableIndex({ name: 'IDX_mail_outbox_due', columnNames: ['sent_at', 'next_attempt_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
