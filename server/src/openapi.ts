import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from './app.setup';
import { loadConfig } from './config/app-config';
import { buildOpenApiDocument } from './openapi-document';

export const OPENAPI_FILE = join(__dirname, '..', '..', 'docs', 'openapi.json');

/** Writes docs/openapi.json from the running code (npm run openapi). */
async function writeOpenApi(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'hk-openapi-'));
  const config = loadConfig({ DATABASE_URL: `sqlite:${scratch}/openapi.sqlite`, SEED_DEMO: 'false', JWT_SECRET: 'x'.repeat(32) });
  const app = await createApp(config, { logger: ['error'] });
  writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  await app.close();
  rmSync(scratch, { recursive: true, force: true });
}

writeOpenApi().catch((error: Error) => {
  process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
