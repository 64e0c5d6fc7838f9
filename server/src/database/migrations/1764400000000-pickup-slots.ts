import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { column } from './columns';

/**
 * Pickup slots: the kitchen's settings, per-cook-date slot plans, each slot's order count, the slot an order line
 * chose, and each order's first pickup for sorting. Orders placed before slots keep their whole window.
 */
export class PickupSlots1764400000000 implements MigrationInterface {
  name = 'PickupSlots1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({ name: 'kitchen_settings', columns: [column.varchar('name', 64, { isPrimary: true }), column.varchar('value', 2000)] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'pickup_plans',
        columns: [column.varchar('cook_date', 10, { isPrimary: true }), column.int('slot_minutes'), column.int('max_orders_per_slot')],
      }),
    );
    await queryRunner.createTable(
      new Table({ name: 'pickup_slot_counts', columns: [column.varchar('slot_start', 24, { isPrimary: true }), column.int('orders')] }),
    );
    await queryRunner.addColumns('order_items', [
      new TableColumn(column.datetime('slot_from', { isNullable: true })),
      new TableColumn(column.datetime('slot_to', { isNullable: true })),
    ]);
    await queryRunner.addColumn('orders', new TableColumn(column.datetime('pickup_at', { isNullable: true })));
    await queryRunner.createIndex('orders', new TableIndex({ name: 'IDX_orders_pickup_at', columnNames: ['pickup_at'] }));
    await queryRunner.query(
      `UPDATE orders SET pickup_at = (SELECT MIN(s.pickup_from) FROM order_items oi JOIN menu_schedules s ON s.id = oi.schedule_id WHERE oi.order_id = orders.id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('orders', 'IDX_orders_pickup_at');
    await queryRunner.dropColumn('orders', 'pickup_at');
    await queryRunner.dropColumns('order_items', ['slot_from', 'slot_to']);
    await queryRunner.dropTable('pickup_slot_counts');
    await queryRunner.dropTable('pickup_plans');
    await queryRunner.dropTable('kitchen_settings');
  }
}
