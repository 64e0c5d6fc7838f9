import { Module } from '@nestjs/common';
import { InvoiceNumbers } from './invoice-numbers';

/**
 * Tax invoice numbering, below orders: placing an order takes the year's next number inside its own transaction.
 * The invoices module (above orders) prints them.
 */
@Module({
  providers: [InvoiceNumbers],
  exports: [InvoiceNumbers],
})
export class InvoiceNumbersModule {}
