import { randomUUID } from 'node:crypto';
import { Order } from '../../src/orders/order.entity';
import { OrderItem } from '../../src/orders/order-item.entity';
import { MenuItem } from '../../src/dishes/menu-item.entity';
import { MenuSchedule } from '../../src/schedules/menu-schedule.entity';
import { createUser } from './user.factory';
import { TestApp } from '../support/test-app';

/** An order line for the schedule written straight to the database: "this dish appears in an order". */
export async function placeOrderRow(t: TestApp, dish: MenuItem, schedule: MenuSchedule): Promise<Order> {
  const { user } = await createUser(t);
  const now = t.clock.now();
  const order = await t.dataSource.getRepository(Order).save(
    t.dataSource.getRepository(Order).create({
      id: randomUUID(),
      orderRefId: randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase(),
      userId: user.id,
      status: 'PENDING',
      paymentMethod: 'COD',
      specialInstructions: 'No special instructions',
      subtotalPaise: dish.pricePaise,
      taxPaise: 0,
      totalPaise: dish.pricePaise,
      customerName: user.name,
      customerEmail: user.email,
      customerPhone: user.phone,
      createdAt: now,
      updatedAt: now,
    }),
  );
  await t.dataSource.getRepository(OrderItem).save(
    t.dataSource.getRepository(OrderItem).create({
      orderId: order.id,
      scheduleId: schedule.id,
      menuItemId: dish.id,
      menuName: dish.name,
      unitPricePaise: dish.pricePaise,
      quantity: 1,
      totalPaise: dish.pricePaise,
    }),
  );
  return order;
}

export async function counts(t: TestApp): Promise<{ dishes: number; schedules: number }> {
  return {
    dishes: await t.dataSource.getRepository(MenuItem).count(),
    schedules: await t.dataSource.getRepository(MenuSchedule).count(),
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
