import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { column } from './columns';

const index = (name: string, columnNames: string[], isUnique = false) => new TableIndex({ name, columnNames, isUnique });

const foreignKey = (name: string, columnName: string, referencedTableName: string, onDelete = 'NO ACTION') =>
  new TableForeignKey({
    name,
    columnNames: [columnName],
    referencedTableName,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

/** Every table of the first release; written once with the schema builder for SQLite and MySQL. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          column.id(),
          column.varchar('name', 100),
          column.varchar('email', 255),
          column.varchar('phone', 20, { isNullable: true }),
          column.varchar('password_hash', 255),
          column.varchar('role', 16, { default: "'CUSTOMER'" }),
          column.boolean('email_verified', false),
          column.int('token_version', { default: 0 }),
          column.varchar('avatar', 500, { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [index('UQ_users_email', ['email'], true), index('IDX_users_phone', ['phone'])],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'email_codes',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('purpose', 16),
          column.varchar('code_hash', 128),
          column.int('attempts', { default: 0 }),
          column.datetime('expires_at'),
          column.datetime('consumed_at', { isNullable: true }),
          column.datetime('created_at'),
        ],
        indices: [index('IDX_email_codes_user_purpose', ['user_id', 'purpose']), index('IDX_email_codes_expires_at', ['expires_at'])],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'menu_items',
        columns: [
          column.id(),
          column.varchar('name', 120),
          column.text('description'),
          column.int('price_paise'),
          column.varchar('image_url', 500),
          column.text('images'),
          column.boolean('is_veg', true),
          column.boolean('active', true),
          column.text('ingredients', { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [index('IDX_menu_items_name', ['name'])],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'menu_schedules',
        columns: [
          column.id(),
          column.int('menu_item_id'),
          column.varchar('cook_date', 10),
          column.datetime('order_cutoff_at'),
          column.datetime('pickup_from'),
          column.datetime('pickup_to'),
          column.int('available_qty'),
          column.varchar('status', 16, { default: "'PUBLISHED'" }),
          ...column.timestamps(),
        ],
        indices: [
          index('IDX_menu_schedules_menu_cook_date', ['menu_item_id', 'cook_date']),
          index('IDX_menu_schedules_status_cutoff', ['status', 'order_cutoff_at']),
        ],
        foreignKeys: [foreignKey('FK_menu_schedules_menu_item', 'menu_item_id', 'menu_items', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'cart_items',
        columns: [column.id(), column.int('user_id'), column.int('schedule_id'), column.int('quantity'), ...column.timestamps()],
        indices: [index('UQ_cart_items_user_schedule', ['user_id', 'schedule_id'], true)],
        foreignKeys: [
          foreignKey('FK_cart_items_user', 'user_id', 'users', 'CASCADE'),
          foreignKey('FK_cart_items_schedule', 'schedule_id', 'menu_schedules', 'CASCADE'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'orders',
        columns: [
          column.varchar('id', 36, { isPrimary: true }),
          column.varchar('order_ref_id', 12),
          column.int('user_id'),
          column.varchar('status', 16),
          column.varchar('payment_method', 8),
          column.varchar('special_instructions', 500),
          column.int('subtotal_paise'),
          column.int('tax_paise'),
          column.int('total_paise'),
          column.varchar('customer_name', 100),
          column.varchar('customer_email', 255),
          column.varchar('customer_phone', 20, { isNullable: true }),
          ...column.timestamps(),
        ],
        indices: [
          index('UQ_orders_order_ref_id', ['order_ref_id'], true),
          index('IDX_orders_user_created', ['user_id', 'created_at']),
          index('IDX_orders_status', ['status']),
          index('IDX_orders_created_at', ['created_at']),
        ],
        foreignKeys: [foreignKey('FK_orders_user', 'user_id', 'users')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'order_items',
        columns: [
          column.id(),
          column.varchar('order_id', 36),
          column.int('schedule_id'),
          column.int('menu_item_id'),
          column.varchar('menu_name', 120),
          column.int('unit_price_paise'),
          column.int('quantity'),
          column.int('total_paise'),
        ],
        indices: [
          index('IDX_order_items_order', ['order_id']),
          index('IDX_order_items_schedule', ['schedule_id']),
          index('IDX_order_items_menu_item', ['menu_item_id']),
        ],
        foreignKeys: [
          foreignKey('FK_order_items_order', 'order_id', 'orders', 'CASCADE'),
          foreignKey('FK_order_items_schedule', 'schedule_id', 'menu_schedules'),
          foreignKey('FK_order_items_menu_item', 'menu_item_id', 'menu_items'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'order_events',
        columns: [
          column.id(),
          column.varchar('order_id', 36),
          column.int('user_id'),
          column.varchar('type', 16),
          column.varchar('status', 16),
          column.datetime('created_at'),
        ],
        indices: [index('IDX_order_events_order', ['order_id']), index('IDX_order_events_user_created', ['user_id', 'created_at'])],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          column.id(),
          column.int('user_id'),
          column.varchar('key', 128),
          column.varchar('request_hash', 64),
          column.varchar('state', 16),
          column.int('response_status', { isNullable: true }),
          column.text('response_body', { isNullable: true }),
          column.datetime('created_at'),
          column.datetime('expires_at'),
        ],
        indices: [
          index('UQ_idempotency_keys_user_key', ['user_id', 'key'], true),
          index('IDX_idempotency_keys_expires_at', ['expires_at']),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'reviews',
        columns: [
          column.id(),
          column.int('user_id'),
          column.int('menu_item_id'),
          column.int('order_item_id'),
          column.int('rating'),
          column.varchar('comment', 1000),
          ...column.timestamps(),
        ],
        indices: [
          index('UQ_reviews_order_item', ['order_item_id'], true),
          index('IDX_reviews_menu_item_created', ['menu_item_id', 'created_at']),
        ],
        foreignKeys: [
          foreignKey('FK_reviews_user', 'user_id', 'users', 'CASCADE'),
          foreignKey('FK_reviews_menu_item', 'menu_item_id', 'menu_items', 'CASCADE'),
          foreignKey('FK_reviews_order_item', 'order_item_id', 'order_items', 'CASCADE'),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'job_locks',
        columns: [column.varchar('name', 64, { isPrimary: true }), column.datetime('locked_until'), column.varchar('owner', 64)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'job_locks',
      'reviews',
      'idempotency_keys',
      'order_events',
      'order_items',
      'orders',
      'cart_items',
      'menu_schedules',
      'menu_items',
      'email_codes',
      'users',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
