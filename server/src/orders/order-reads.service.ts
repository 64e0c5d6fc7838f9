import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AdminOrderDto, OrderDto } from './dto/order.dto';
import { OrderLines } from './order-lines';
import { mapAdminOrder, mapOrder } from './order.mapper';
import { Order } from './order.entity';
import { orderError } from './order.exception';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reading orders: a customer's own (by id or reference, anyone else's is "not found") and any one for admins. */
@Injectable()
export class OrderReads {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly lines: OrderLines,
    private readonly clock: Clock,
  ) {}

  /** The caller's orders, newest first. */
  async findMine(userId: number): Promise<OrderDto[]> {
    const rows = await this.orders.find({
      where: { userId },
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    await this.lines.attach(rows);
    const now = this.clock.now();
    return rows.map((order) => mapOrder(order, now));
  }

  /** One of the caller's orders by its id or its reference; anyone else's is "not found". */
  async findMineOrThrow(userId: number, idOrRef: string): Promise<OrderDto> {
    return mapOrder(await this.findOwnedEntityOrThrow(userId, idOrRef), this.clock.now());
  }

  async findOwnedEntityOrThrow(userId: number, idOrRef: string): Promise<Order> {
    const where = UUID_PATTERN.test(idOrRef) ? { id: idOrRef.toLowerCase(), userId } : { orderRefId: idOrRef.toUpperCase(), userId };
    const order = await this.orders.findOne({ where, relations: { items: true } });
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return (await this.lines.attach([order]))[0];
  }

  async findAdminOrderOrThrow(id: string): Promise<AdminOrderDto> {
    return mapAdminOrder(await this.findEntityOrThrow(id));
  }

  /** Any order by its id, items with their schedule (pickup window) and dish (images) loaded. */
  async findEntityOrThrow(id: string): Promise<Order> {
    const order = UUID_PATTERN.test(id) ? await this.orders.findOne({ where: { id: id.toLowerCase() }, relations: { items: true } }) : null;
    if (!order) throw orderError('ORDER_NOT_FOUND');
    return (await this.lines.attach([order]))[0];
  }
}
