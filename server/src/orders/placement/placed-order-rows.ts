import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CartService } from '../../cart/cart.service';
import { basisPoints } from '../../common/tax';
import { AppConfig } from '../../config/app-config';
import { insertEntityWithin } from '../../database/prepared-sql';
import { InvoiceNumbers } from '../../invoice-numbers/invoice-numbers';
import type { PaymentProvider } from '../../payment-gateway/payment-gateway';
import type { MenuSchedule } from '../../schedules/menu-schedule.entity';
import type { User } from '../../users/user.entity';
import { WaitlistService } from '../../waitlist/waitlist.service';
import { OrderMailOutbox } from '../messages/order-mail-outbox';
import { OrderWebhooks } from '../messages/order-webhooks';
import { OrderEvent } from '../order-event.entity';
import { OrderItem } from '../order-item.entity';
import { Order } from '../order.entity';
import { firstPickup } from '../order-pickups';
import { CheckedOrder } from './order-checks';
import { priceLines } from './order-pricing';
import { NormalizedOrderRequest } from './order-request';

/** An online order still unpaid this long after it was placed gets a link to pay on WhatsApp (if the customer chose it). */
const PAYMENT_DUE_AFTER_MS = 3 * 60_000;

/** One attempt's identity: a fresh trace id and reference (drawn again on the astronomically rare clash). */
export interface OrderIdentity {
  id: string;
  orderRefId: string;
}

/** The provider's order an online order is paid against, created before the order's transaction. */
export interface ProviderOrder {
  id: string;
  amount: number;
  provider: PaymentProvider;
  keyId: string;
}

/** Everything the order's rows are written from. */
export interface PlacedOrder {
  user: User;
  identity: OrderIdentity;
  request: NormalizedOrderRequest;
  checked: CheckedOrder;
  providerOrder: ProviderOrder | null;
  now: Date;
}

/**
 * Inside the order's transaction, once its portions are counted: the order, its lines and its first event, with
 * the invoice number taken last; the confirmation e-mail (for cash: an online order's is written once paid); and
 * what the order ends: the cart's lines and the customer's places on the dishes' waitlists.
 */
@Injectable()
export class PlacedOrderRows {
  constructor(
    private readonly invoiceNumbers: InvoiceNumbers,
    private readonly mailOutbox: OrderMailOutbox,
    private readonly webhooks: OrderWebhooks,
    private readonly cart: CartService,
    private readonly waitlist: WaitlistService,
    private readonly config: AppConfig,
  ) {}

  async writeWithin(manager: EntityManager, { user, identity, request, checked, providerOrder, now }: PlacedOrder): Promise<Order> {
    const { schedules, pickups, code, tax } = checked;
    const slotOf = (schedule: MenuSchedule) => pickups.find((pickup) => pickup.cookDate === schedule.cookDate)?.slot ?? null;
    const { items, subtotalPaise, discountPaise, taxPaise, totalPaise } = priceLines(request, schedules, tax, code?.discountPaise);
    const status = providerOrder ? 'AWAITING_PAYMENT' : 'PENDING';
    // Last of the counted rows, so the year's counter stays locked (MySQL) for as short a time as possible.
    const invoiceYear = this.invoiceNumbers.yearOf(now);
    const invoiceSequence = await this.invoiceNumbers.nextWithin(manager, invoiceYear);
    const order = manager.getRepository(Order).create({
      id: identity.id,
      orderRefId: identity.orderRefId,
      userId: user.id,
      status,
      paymentMethod: request.paymentMethod,
      specialInstructions: request.specialInstructions,
      subtotalPaise,
      discountPaise,
      promotionCode: code?.promotion.code ?? null,
      taxPaise,
      taxLabel: tax.label,
      taxRateBp: basisPoints(tax.ratePercent),
      pricesIncludeTax: tax.pricesIncludeTax,
      totalPaise,
      customerName: user.name,
      customerEmail: user.email,
      customerPhone: user.phone,
      pickupAt: firstPickup(pickups),
      paymentStatus: providerOrder ? 'PENDING' : null,
      paymentProvider: providerOrder?.provider ?? null,
      paymentKeyId: providerOrder?.keyId ?? null,
      providerOrderId: providerOrder?.id ?? null,
      providerPaymentId: null,
      providerRefundId: null,
      paymentExpiresAt: providerOrder ? new Date(now.getTime() + this.config.payments.holdMinutes * 60_000) : null,
      paidAt: null,
      cancelReason: null,
      invoiceYear,
      invoiceSequence,
      createdAt: now,
      updatedAt: now,
    });
    await insertEntityWithin(manager, Order, order);
    // One row at a time, so each line learns its id from its own insert (the answer is built from these rows).
    order.items = [];
    for (const { line, dish, totalPaise: lineTotal } of items) {
      const schedule = schedules.get(line.scheduleId)!;
      const item = manager.getRepository(OrderItem).create({
        orderId: identity.id,
        scheduleId: line.scheduleId,
        menuItemId: dish.id,
        menuName: dish.name,
        unitPricePaise: dish.pricePaise,
        quantity: line.quantity,
        totalPaise: lineTotal,
        slotFrom: slotOf(schedule)?.from ?? null,
        slotTo: slotOf(schedule)?.to ?? null,
      });
      order.items.push(Object.assign(item, { id: await insertEntityWithin(manager, OrderItem, item), schedule, menuItem: dish }));
    }
    await insertEntityWithin(manager, OrderEvent, { orderId: identity.id, userId: user.id, type: 'PLACED', status, createdAt: now });
    if (status === 'PENDING') await this.mailOutbox.enqueueWithin(manager, identity.id, 'PLACED');
    else await this.mailOutbox.enqueueWithin(manager, identity.id, 'PAYMENT_DUE', PAYMENT_DUE_AFTER_MS);
    await this.webhooks.recordWithin(manager, identity.id, 'order.placed');
    await this.cart.clearWithin(manager, user.id);
    await this.waitlist.leaveWithin(
      manager,
      user.id,
      items.map(({ dish }) => dish.id),
    );
    return order;
  }
}
