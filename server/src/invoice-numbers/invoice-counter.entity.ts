import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last tax invoice number given in a financial year ('2026-27'); raised in the transaction of the order it numbers. */
@Entity('invoice_counters')
export class InvoiceCounter {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'int' })
  lastSequence: number;
}
