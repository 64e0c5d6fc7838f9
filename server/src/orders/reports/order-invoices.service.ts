import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { WriteTransactions } from '../../database/write-transactions';
import { InvoiceNumbers } from '../../invoice-numbers/invoice-numbers';
import { Order } from '../order.entity';
import { OrderReads } from '../order-reads.service';

/** Thrown inside a numbering transaction that lost to another request, so it rolls back and gives its number back. */
class NumberedMeanwhile extends Error {}

/** Orders as their tax invoices need them: with their lines, and always with an invoice number. */
@Injectable()
export class OrderInvoices {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly reads: OrderReads,
    private readonly numbers: InvoiceNumbers,
    private readonly writes: WriteTransactions,
  ) {}

  /** One of the customer's orders by id or reference; anyone else's is "not found". */
  async mine(userId: number, idOrRef: string): Promise<Order> {
    return this.ensureNumbered(await this.reads.findOwnedEntityOrThrow(userId, idOrRef));
  }

  /** Any order, by its id (admins). */
  async one(id: string): Promise<Order> {
    return this.ensureNumbered(await this.reads.findEntityOrThrow(id));
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
    for (const order of rows) numbered.push(await this.ensureNumbered(order));
    return numbered;
  }

  /**
   * An order placed before invoices were numbered gets the next number of its own financial year the first time its
   * invoice is asked for; a request racing this one for the same order wins or loses as a whole.
   */
  private async ensureNumbered(order: Order): Promise<Order> {
    if (order.invoiceSequence !== null && order.invoiceYear !== null) return order;
    const invoiceYear = this.numbers.yearOf(order.createdAt);
    try {
      const invoiceSequence = await this.writes.transaction(async (manager) => {
        const sequence = await this.numbers.nextWithin(manager, invoiceYear);
        const result = await manager
          .createQueryBuilder()
          .update(Order)
          .set({ invoiceYear, invoiceSequence: sequence })
          .where('id = :id AND invoice_sequence IS NULL', { id: order.id })
          .execute();
        if (result.affected !== 1) throw new NumberedMeanwhile();
        return sequence;
      });
      return Object.assign(order, { invoiceYear, invoiceSequence });
    } catch (error) {
      if (!(error instanceof NumberedMeanwhile)) throw error;
      const numbered = await this.orders.findOneByOrFail({ id: order.id });
      return Object.assign(order, { invoiceYear: numbered.invoiceYear, invoiceSequence: numbered.invoiceSequence });
    }
  }
}
