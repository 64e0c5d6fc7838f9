import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';

/** Why the scale-out suites cannot run here, or undefined when MySQL and Redis are both configured. */
export function missingScaleOutServices(needs: { mysql: boolean }): string | undefined {
  const examples: Record<string, string> = {
    TEST_MYSQL_URL: 'mysql://root@127.0.0.1:3306/hk_test',
    TEST_REDIS_URL: 'redis://127.0.0.1:6379',
  };
  const missing = Object.keys(examples).filter((name) => !process.env[name] && (name !== 'TEST_MYSQL_URL' || needs.mysql));
  if (missing.length === 0) return undefined;
  return `${missing.join(' and ')} not set (e.g. ${missing.map((name) => `${name}=${examples[name]}`).join(' ')})`;
}

export interface ScratchRedis {
  /** TEST_REDIS_URL with an empty database number of its own, e.g. redis://127.0.0.1:6379/7 */
  url: string;
  drop(): Promise<void>;
}

/**
 * Claims an empty Redis database (1-15) for one run, so parallel runs and real data on database 0
 * are never touched; channels are namespaced by the same number (see RedisConnections).
 */
export async function createScratchRedis(): Promise<ScratchRedis> {
  const base = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const candidates = Array.from({ length: 15 }, (_, index) => index + 1).sort(() => Math.random() - 0.5);
  for (const db of candidates) {
    base.pathname = `/${db}`;
    const client = new Redis(base.toString(), { maxRetriesPerRequest: 1 });
    // Claim the database with a marker key only an empty database accepts, so two runs never share one.
    const claimed =
      (await client.dbsize()) === 0 && (await client.set('scale-out-test:claim', String(process.pid), 'EX', 600, 'NX')) === 'OK';
    if (claimed && (await client.dbsize()) === 1) {
      const url = base.toString();
      return {
        url,
        drop: async () => {
          await client.flushdb();
          await client.quit();
        },
      };
    }
    await client.quit();
  }
  throw new Error('No empty Redis database among 1-15 for the scale-out tests');
}

export interface ScratchMysql {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database on the TEST_MYSQL_URL server, shared by the instances of one run. */
export async function createScratchMysql(): Promise<ScratchMysql> {
  const server = new URL(process.env.TEST_MYSQL_URL ?? '');
  server.pathname = '/';
  const name = `hk_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(server.toString());
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const connection = await createConnection(server.toString());
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
    },
  };
}
