import { randomBytes, randomUUID } from 'node:crypto';
import { SPEC_TAX, taxOn } from '../../src/common/tax';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { Order, OrderStatus, PaymentMethod } from '../../src/orders/order.entity';
import { OrderItem } from '../../src/orders/order-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { User } from '../../src/users/user.entity';
import { TestApp } from '../support/test-app';

export interface PlacedLine {
  dish: MenuItem;
  schedule: MenuSchedule;
  quantity: number;
  /** Defaults to the dish's price. */
  unitPricePaise?: number;
}

export interface PlacedOrderOptions {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  /** Defaults to t.clock.now(). */
  createdAt?: Date;
  /** Snapshot overrides (customerName, customerPhone...) */
  order?: Partial<Order>;
}

/**
 * An order written straight to the database (orders row + order_items), bypassing POST /orders, so
 * reviews, customers, dashboard and production tests choose status and time freely. Totals follow the
 * house rule: subtotal = sum of lines, tax = 8% half-up, total = subtotal + tax.
 */
export async function createPlacedOrder(
  t: TestApp,
  user: User,
  lines: PlacedLine[],
  options: PlacedOrderOptions = {},
): Promise<{ order: Order; items: OrderItem[] }> {
  const createdAt = options.createdAt ?? t.clock.now();
  const priced = lines.map((line) => {
    const unitPricePaise = line.unitPricePaise ?? line.dish.pricePaise;
    return { ...line, unitPricePaise, totalPaise: unitPricePaise * line.quantity };
  });
  const subtotalPaise = priced.reduce((sum, line) => sum + line.totalPaise, 0);
  const { taxPaise } = taxOn(subtotalPaise, SPEC_TAX);
  return t.dataSource.transaction(async (manager) => {
    const order = await manager.save(
      manager.create(Order, {
        id: randomUUID(),
        orderRefId: randomBytes(6).toString('hex').toUpperCase(),
        userId: user.id,
        status: options.status ?? 'PENDING',
        paymentMethod: options.paymentMethod ?? 'COD',
        specialInstructions: 'No special instructions',
        subtotalPaise,
        taxPaise,
        totalPaise: subtotalPaise + taxPaise,
        customerName: user.name,
        customerEmail: user.email,
        customerPhone: user.phone,
        createdAt,
        updatedAt: createdAt,
        ...options.order,
      }),
    );
    const items = await manager.save(
      priced.map((line) =>
        manager.create(OrderItem, {
          orderId: order.id,
          scheduleId: line.schedule.id,
          menuItemId: line.dish.id,
          menuName: line.dish.name,
          unitPricePaise: line.unitPricePaise,
          quantity: line.quantity,
          totalPaise: line.totalPaise,
        }),
      ),
    );
    return { order, items };
  });
}
