import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/** Each account's language for the site and its e-mails ('en' or 'hi'); existing accounts keep English. */
export class UserLanguage1765100000000 implements MigrationInterface {
  name = 'UserLanguage1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('users', new TableColumn(column.varchar('language', 2, { default: "'en'" })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'language');
  }
}
