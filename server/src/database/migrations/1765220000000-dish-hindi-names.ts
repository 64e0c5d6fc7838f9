import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/** A dish may carry its name and description in Hindi, for customers who read the site in Hindi. */
export class DishHindiNames1765220000000 implements MigrationInterface {
  name = 'DishHindiNames1765220000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('menu_items', [
      new TableColumn(column.varchar('name_hi', 120, { isNullable: true })),
      new TableColumn(column.text('description_hi', { isNullable: true })),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumns('menu_items', ['name_hi', 'description_hi']);
  }
}
