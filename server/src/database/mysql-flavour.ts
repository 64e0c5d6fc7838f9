import { createConnection } from 'mysql2/promise';

/**
 * MariaDB reports column defaults and foreign keys differently from MySQL, and TypeORM only
 * normalises that when its driver type is 'mariadb'; so ask the server which one it is.
 */
export async function detectMysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const connection = await createConnection(url);
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as { version: string }[])[0]?.version ?? '');
    return /mariadb/i.test(version) ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}
