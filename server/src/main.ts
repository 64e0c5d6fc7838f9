import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { createApp } from './app.setup';
import { ConfigError, loadConfig } from './config/app-config';
import { SeedService } from './seed/seed.service';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: '0.0.0.0' });
  // The port it listens on, which is the system's choice when PORT is 0.
  const { port } = app.getHttpServer().address() as AddressInfo;
  const base = `http://localhost:${port}`;
  const admin = app.get(SeedService).adminLogin();
  new Logger('Home Kitchen').log(
    [
      `Customer site: ${base}/`,
      `Admin console: ${base}/admin/`,
      `API docs:      ${base}/api/docs`,
      `Admin login:   ${admin.email} / ${admin.password ?? '(password printed at the first start, or ADMIN_PASSWORD)'}`,
    ].join('\n'),
  );
}

bootstrap().catch((error: Error) => {
  process.stderr.write(`Home Kitchen failed to start: ${error.message}\n`);
  process.exit(1);
});
