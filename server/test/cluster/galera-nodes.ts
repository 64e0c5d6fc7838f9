import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Connection, createConnection, RowDataPacket } from 'mysql2/promise';

const CLUSTER_SCRIPT = join(__dirname, '..', '..', '..', 'scripts', 'galera-cluster.mjs');

/** The cluster `scripts/galera-cluster.mjs run` started for this test: its folder and each node's server URL. */
export interface GaleraCluster {
  dir: string;
  /** mysql://root@127.0.0.1:<port> of node 1, 2, 3 */
  nodeUrls: string[];
}

export function clusterFromEnvironment(): GaleraCluster {
  const dir = process.env.GALERA_DIR;
  const urls = process.env.GALERA_URLS;
  if (!dir || !urls) throw new Error('No Galera cluster: run this test with `npm run test:cluster` (it starts one)');
  return { dir, nodeUrls: urls.split(',') };
}

async function clusterCommand(cluster: GaleraCluster, command: 'kill' | 'rejoin', node: number): Promise<void> {
  await promisify(execFile)(process.execPath, [CLUSTER_SCRIPT, command, '--dir', cluster.dir, '--node', String(node)], {
    timeout: 120_000,
  });
}

/** SIGKILL node `node` (1-based): a crash, mid-transaction. */
export function killNode(cluster: GaleraCluster, node: number): Promise<void> {
  return clusterCommand(cluster, 'kill', node);
}

/** Starts a killed node again from its recovered position and waits until it is Synced (it catches up by IST). */
export function rejoinNode(cluster: GaleraCluster, node: number): Promise<void> {
  return clusterCommand(cluster, 'rejoin', node);
}

export function databaseUrl(nodeUrl: string, database: string): string {
  return `${nodeUrl}/${database}`;
}

/** A connection whose reads see every commit the cluster acknowledged, as the application's do. */
export async function connectTo(nodeUrl: string, database: string): Promise<Connection> {
  const connection = await createConnection({ uri: databaseUrl(nodeUrl, database), timezone: 'Z' });
  await connection.query('SET SESSION wsrep_sync_wait = 1');
  return connection;
}

/**
 * Transactions the cluster refused: those that failed certification on their own node at commit, and those aborted
 * on a node because a transaction certified first elsewhere needed their rows (brute-force aborts). Both reach the
 * application as a deadlock (1213) and are retried whole.
 */
export async function certificationConflicts(connections: Connection[]): Promise<number> {
  let total = 0;
  for (const connection of connections) {
    const [rows] = await connection.query<RowDataPacket[]>(
      "SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures', 'wsrep_local_bf_aborts')",
    );
    total += rows.reduce((sum, row) => sum + Number(row.Value), 0);
  }
  return total;
}
