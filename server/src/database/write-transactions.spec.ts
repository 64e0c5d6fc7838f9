import { QueryFailedError } from 'typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MAX_ATTEMPTS, WriteTransactions } from './write-transactions';

function lockError(errno: number, code: string): QueryFailedError {
  return new QueryFailedError('UPDATE ...', [], Object.assign(new Error(code), { errno, code }));
}

function writesWith(transaction: jest.Mock): WriteTransactions {
  return new WriteTransactions({ transaction } as unknown as DataSource);
}

describe('WriteTransactions', () => {
  it('retries a transaction that hit a MySQL deadlock or lock-wait timeout, then returns its result', async () => {
    const transaction = jest
      .fn()
      .mockRejectedValueOnce(lockError(1213, 'ER_LOCK_DEADLOCK'))
      .mockRejectedValueOnce(lockError(1205, 'ER_LOCK_WAIT_TIMEOUT'))
      .mockImplementation((work: (manager: EntityManager) => Promise<string>) => work({} as EntityManager));
    const result = await writesWith(transaction).transaction(async () => 'placed');
    expect(result).toBe('placed');
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it('retries SQLITE_BUSY too', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const transaction = jest.fn().mockRejectedValueOnce(busy).mockResolvedValue('ok');
    await expect(writesWith(transaction).transaction(async () => 'ok')).resolves.toBe('ok');
    expect(transaction).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors, and gives up on endless deadlocks', async () => {
    const refused = jest.fn().mockRejectedValue(new Error('sold out'));
    await expect(writesWith(refused).transaction(async () => 'x')).rejects.toThrow('sold out');
    expect(refused).toHaveBeenCalledTimes(1);

    const deadlocked = jest.fn().mockRejectedValue(lockError(1213, 'ER_LOCK_DEADLOCK'));
    await expect(writesWith(deadlocked).transaction(async () => 'x')).rejects.toBeInstanceOf(QueryFailedError);
    expect(deadlocked).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it('counts the conflicts it retried and the ones it gave up on', async () => {
    const transaction = jest
      .fn()
      .mockRejectedValueOnce(lockError(1213, 'ER_LOCK_DEADLOCK'))
      .mockRejectedValueOnce(lockError(1213, 'ER_LOCK_DEADLOCK'))
      .mockResolvedValue('ok');
    const writes = writesWith(transaction);
    await writes.transaction(async () => 'ok');
    expect(writes.lockConflicts()).toEqual({ retried: 2, gaveUp: 0 });

    transaction.mockReset().mockRejectedValue(lockError(1213, 'ER_LOCK_DEADLOCK'));
    await expect(writes.transaction(async () => 'x')).rejects.toBeInstanceOf(QueryFailedError);
    expect(writes.lockConflicts()).toEqual({ retried: 2 + MAX_ATTEMPTS - 1, gaveUp: 1 });
  });
});
