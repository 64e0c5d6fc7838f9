import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { FakeClock } from './fake-clock';
import { MailCatcher } from './mail-catcher';
import { createScratchDatabase, ScratchDatabase } from './scratch-database';

export interface TestApp {
  app: NestFastifyApplication;
  /** Base URL of the listening server, e.g. http://127.0.0.1:40123 */
  url: string;
  /** supertest bound to the real HTTP server; paths start with /api/v1 */
  http: () => ReturnType<typeof request>;
  clock: FakeClock;
  mail: MailCatcher;
  config: AppConfig;
  dataSource: DataSource;
  database: ScratchDatabase;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@kitchen.test', password: 'Admin@12345' };

/**
 * Boots the whole server on a fresh database (SQLite file, or a scratch MySQL database when
 * TEST_DB=mysql), with a real SMTP catcher, a movable clock and a real HTTP port.
 */
export async function startTestApp(env: Record<string, string> = {}, database?: ScratchDatabase): Promise<TestApp> {
  const db = database ?? (await createScratchDatabase());
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  const clock = new FakeClock();
  let config: AppConfig;
  let app: NestFastifyApplication;
  try {
    config = loadConfig({
      DATABASE_URL: db.url,
      DATA_DIR: db.dataDir,
      PORT: '0',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      ...env,
    });
    app = await createApp(config, { logger: ['error'], clock });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A refused start (a bad setting, say) must not leave the SMTP catcher listening: Jest's worker could not exit.
    await mail.stop();
    if (!database) await db.drop();
    throw error;
  }
  const url = await app.getUrl();
  const base = url.replace('[::1]', '127.0.0.1');
  return {
    app,
    url: base,
    http: () => request(base),
    clock,
    mail,
    config,
    dataSource: app.get(DataSource),
    database: db,
    close: async () => {
      await app.close();
      await mail.stop();
      if (!database) await db.drop();
    },
  };
}
