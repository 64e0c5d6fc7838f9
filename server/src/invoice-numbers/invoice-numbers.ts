import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { localDate } from '../common/kitchen-time';
import { AppConfig } from '../config/app-config';
import { runPrepared } from '../database/prepared-sql';

/** What every invoice number starts with: the kitchen's initials. */
export const INVOICE_PREFIX = 'HK';

/** The Indian financial year (April to March) that `instant` falls in on the kitchen's calendar, as '2026-27'. */
export function financialYearOf(instant: Date, timeZone: string): string {
  const [year, month] = localDate(instant, timeZone).split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** HK/2026-27/000123: the prefix, the financial year and the number in it, six digits at least. */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  return `${INVOICE_PREFIX}/${financialYear}/${String(sequence).padStart(6, '0')}`;
}

// The year's next number in one statement that also starts a new year's row (prepared: every order runs it).
const NEXT_SQLITE =
  'INSERT INTO invoice_counters (financial_year, last_sequence) VALUES (?, 1) ON CONFLICT (financial_year) DO UPDATE SET last_sequence = last_sequence + 1 RETURNING last_sequence';
// MySQL and MariaDB have no RETURNING on this statement; LAST_INSERT_ID(expr) hands the new value back in the
// statement's own answer, for this connection only.
const NEXT_MYSQL =
  'INSERT INTO invoice_counters (financial_year, last_sequence) VALUES (?, LAST_INSERT_ID(1)) ON DUPLICATE KEY UPDATE last_sequence = LAST_INSERT_ID(last_sequence + 1)';

/**
 * Tax invoice numbers: gap-free and consecutive per financial year. The next number is taken by one statement on
 * the year's counter row (invoice_counters) inside the transaction of the order it numbers, so a rolled-back order
 * gives it back and two orders committing at once never share one (the row stays locked until commit; the unique
 * index on the order's year and number is the backstop).
 */
@Injectable()
export class InvoiceNumbers {
  constructor(private readonly config: AppConfig) {}

  /** The financial year an order placed at `instant` is numbered in. */
  yearOf(instant: Date): string {
    return financialYearOf(instant, this.config.kitchenTimeZone);
  }

  /** Inside the order's transaction: the next number of the year, in one statement that also starts a new year's row. */
  async nextWithin(manager: EntityManager, financialYear: string): Promise<number> {
    if (manager.connection.options.type === 'better-sqlite3') {
      const { rows } = await runPrepared(manager, NEXT_SQLITE, [financialYear]);
      return Number(rows[0].last_sequence);
    }
    const { insertId } = await runPrepared(manager, NEXT_MYSQL, [financialYear]);
    return insertId;
  }
}
