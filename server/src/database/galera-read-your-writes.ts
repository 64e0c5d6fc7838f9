import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * wsrep_sync_wait = 1: each SELECT (and each BEGIN, which takes a transaction's snapshot) first waits until this node
 * has applied every transaction the cluster committed before it. Without it a read on one node may miss what another
 * instance just committed on another node: the customer's own order, a hold, the uses of a promotion, the orders that
 * count against a per-customer limit. Writes need no wait: certification refuses an UPDATE of a row another node
 * changed meanwhile, and WriteTransactions retries it.
 */
const READ_YOUR_WRITES = 'SET SESSION wsrep_sync_wait = 1';

type Callback = (error: Error | null, ...results: unknown[]) => void;

interface PooledConnection {
  query(sql: string, callback: Callback): unknown;
  release(): void;
}

interface ConnectionPool {
  getConnection(callback: (error: Error | null, connection?: PooledConnection) => void): void;
}

/** True on a MariaDB Galera node with replication on; false on a lone MySQL or MariaDB server. */
async function isGaleraNode(dataSource: DataSource): Promise<boolean> {
  try {
    const [row] = await dataSource.query<{ Value?: string }[]>("SHOW VARIABLES LIKE 'wsrep_on'");
    return row?.Value === 'ON';
  } catch {
    return false;
  }
}

/**
 * On a Galera node, every pooled connection asks for read-your-writes before its first use (once per connection),
 * so every read that decides money or stock sees every commit acknowledged anywhere in the cluster. Elsewhere nothing
 * changes. Install after boundMysqlWaits, so the statement has its time limit too.
 */
export async function readYourWritesOnGalera(dataSource: DataSource): Promise<void> {
  if (!(await isGaleraNode(dataSource))) return;
  new Logger('Galera').log('Connected to a Galera cluster node: reads wait for the commits of the whole cluster (wsrep_sync_wait = 1)');
  const pool = (dataSource.driver as unknown as { pool: ConnectionPool }).pool;
  const getConnection = pool.getConnection.bind(pool);
  const prepared = new WeakSet<PooledConnection>();
  pool.getConnection = (callback) => {
    getConnection((error, connection) => {
      if (error || !connection || prepared.has(connection)) return callback(error, connection);
      connection.query(READ_YOUR_WRITES, (setError) => {
        if (setError) {
          connection.release();
          return callback(setError);
        }
        prepared.add(connection);
        callback(null, connection);
      });
    });
  };
}
