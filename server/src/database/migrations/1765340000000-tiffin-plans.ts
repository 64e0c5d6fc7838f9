import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { column } from './columns';

/** Tiffin plans, the schedule each plan serves per cook date, customers' subscriptions and their meal per date. */
export class TiffinPlans1765340000000 implements MigrationInterface {
  name = 'TiffinPlans1765340000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_plans',
        columns: [
          column.id(),
          column.varchar('name', 80),
          column.varchar('meal', 8),
          column.varchar('weekdays', 20),
          column.int('price_per_meal_paise'),
          column.varchar('periods', 40),
          column.int('capacity'),
          column.varchar('pickup_from', 5),
          column.varchar('pickup_to', 5),
          column.int('skip_cutoff_days_before'),
          column.varchar('skip_cutoff_time', 5),
          column.boolean('active', true),
          ...column.timestamps(),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_plan_meals',
        columns: [
          column.int('plan_id', { isPrimary: true }),
          column.varchar('cook_date', 10, { isPrimary: true }),
          column.int('schedule_id'),
          column.datetime('updated_at'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_subscriptions',
        columns: [
          column.id(),
          column.int('plan_id'),
          column.int('user_id'),
          column.varchar('weekdays', 20),
          column.varchar('period', 12),
          column.varchar('start_date', 10),
          column.varchar('end_date', 10),
          column.int('price_per_meal_paise'),
          column.int('meals_in_period'),
          column.int('paid_paise', { default: 0 }),
          column.varchar('status', 20),
          column.datetime('cancelled_at', { isNullable: true }),
          ...column.timestamps(),
          column.varchar('provider_order_id', 64, { isNullable: true }),
          column.varchar('provider_payment_id', 64, { isNullable: true }),
        ],
        indices: [
          new TableIndex({ name: 'UQ_tiffin_subscriptions_provider_order_id', columnNames: ['provider_order_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_tiffin_subscriptions_plan_status', columnNames: ['plan_id', 'status'] }),
          new TableIndex({ name: 'IDX_tiffin_subscriptions_user', columnNames: ['user_id'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tiffin_meals',
        columns: [
          column.id(),
          column.int('subscription_id'),
          column.int('plan_id'),
          column.varchar('cook_date', 10),
          column.varchar('status', 12),
          column.int('schedule_id', { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [
          new TableIndex({ name: 'UQ_tiffin_meals_subscription_date', columnNames: ['subscription_id', 'cook_date'], isUnique: true }),
          new TableIndex({ name: 'IDX_tiffin_meals_plan_date', columnNames: ['plan_id', 'cook_date'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['tiffin_meals', 'tiffin_subscriptions', 'tiffin_plan_meals', 'tiffin_plans']) await queryRunner.dropTable(table);
  }
}
