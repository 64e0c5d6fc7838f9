import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { column } from './columns';

/**
 * Tiffin pickup slots: a plan's pickup window cut into slots of `slot_minutes` (0: one slot, the whole window); each
 * subscription keeps the slot its customer chose and each meal the slot it is handed over in (backfilled with the
 * plan's window, the only slot there was). Dishes marked `tiffin` are what a plan serves on a date nobody chose a dish for.
 * `payment_checked_at`: when the payment sweep last asked the provider about a period's checkout.
 */
export class TiffinPickupSlots1765360000000 implements MigrationInterface {
  name = 'TiffinPickupSlots1765360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('tiffin_plans', new TableColumn(column.int('slot_minutes', { default: 0 })));
    const slotColumns = () => [
      new TableColumn(column.varchar('pickup_from', 5, { default: "''" })),
      new TableColumn(column.varchar('pickup_to', 5, { default: "''" })),
    ];
    await queryRunner.addColumns('tiffin_subscriptions', slotColumns());
    await queryRunner.addColumns('tiffin_meals', slotColumns());
    for (const table of ['tiffin_subscriptions', 'tiffin_meals'])
      await queryRunner.query(
        `UPDATE ${table} SET pickup_from = (SELECT p.pickup_from FROM tiffin_plans p WHERE p.id = ${table}.plan_id), ` +
          `pickup_to = (SELECT p.pickup_to FROM tiffin_plans p WHERE p.id = ${table}.plan_id)`,
      );
    await queryRunner.addColumn('menu_items', new TableColumn(column.boolean('tiffin', false)));
    await queryRunner.addColumn('tiffin_subscriptions', new TableColumn(column.datetime('payment_checked_at', { isNullable: true })));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('tiffin_subscriptions', 'payment_checked_at');
    await queryRunner.dropColumn('menu_items', 'tiffin');
    for (const table of ['tiffin_meals', 'tiffin_subscriptions']) {
      await queryRunner.dropColumn(table, 'pickup_to');
      await queryRunner.dropColumn(table, 'pickup_from');
    }
    await queryRunner.dropColumn('tiffin_plans', 'slot_minutes');
  }
}
