import { TableColumnOptions } from 'typeorm';

/** Column builders shared by migrations, matching the entity decorators exactly. */
export const column = {
  id: (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' }),
  int: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'integer', ...options }),
  varchar: (name: string, length: number, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: 'varchar',
    length: String(length),
    ...options,
  }),
  text: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({ name, type: 'text', ...options }),
  boolean: (name: string, defaultValue: boolean): TableColumnOptions => ({ name, type: 'boolean', default: defaultValue ? 1 : 0 }),
  datetime: (name: string, options: Partial<TableColumnOptions> = {}): TableColumnOptions => ({
    name,
    type: 'datetime',
    precision: 3,
    ...options,
  }),
  timestamps: (): TableColumnOptions[] => [column.datetime('created_at'), column.datetime('updated_at')],
  /** The delivery columns every outbox table shares (mail/outbox-row.ts). */
  outboxBookkeeping: (): TableColumnOptions[] => [
    column.int('attempts', { default: 0 }),
    column.datetime('next_attempt_at'),
    column.datetime('locked_until'),
    column.varchar('lock_owner', 64, { isNullable: true }),
    column.varchar('last_error', 500, { isNullable: true }),
    column.datetime('sent_at', { isNullable: true }),
    column.datetime('created_at'),
  ],
};
