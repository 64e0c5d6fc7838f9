import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { InvoiceNumbers } from './invoice-numbers';
import { Order } from './order.entity';
import { OrdersService } from './orders.service';

/** Orders as their tax invoices need them: with their lines, and always with an invoice number. */
@Injectable()
export class OrderInvoices {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly ordersService: OrdersService,
    private readonly numbers: InvoiceNumbers,
  ) {}

  /** One of the customer's orders by id or reference; anyone else's is "not found". */
  async mine(userId: number, idOrRef: string): Promise<Order> {
    return this.numbers.ensureNumbered(await this.ordersService.findOwnedEntityOrThrow(userId, idOrRef));
  }

  /** Any order, by its id (admins). */
  async one(id: string): Promise<Order> {
    return this.numbers.ensureNumbered(await this.ordersService.findEntityOrThrow(id));
  }

  /** How many orders were placed in [start, end). */
  countPlacedBetween(start: Date, end: Date): Promise<number> {
    return this.orders.count({ where: { createdAt: Between(start, new Date(end.getTime() - 1)) } });
  }

  /** The orders placed in [start, end), oldest first, numbered. */
  async placedBetween(start: Date, end: Date): Promise<Order[]> {
    const rows = await this.orders.find({
      where: { createdAt: Between(start, new Date(end.getTime() - 1)) },
      relations: { items: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const numbered: Order[] = [];
    for (const order of rows) numbered.push(await this.numbers.ensureNumbered(order));
    return numbered;
  }
}
