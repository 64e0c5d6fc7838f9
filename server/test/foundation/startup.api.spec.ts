import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const main = join(__dirname, '..', '..', 'dist', 'main.js');

function start(env: Record<string, string>): { status: number | null; stderr: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-startup-'));
  try {
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 20000,
    });
    return { status: run.status, stderr: run.stderr };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('start-up configuration errors (built server)', () => {
  beforeAll(() => {
    if (!existsSync(main)) throw new Error('Build the server first: npm run build -w server');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Configuration error: PORT must be a whole number between 1 and 65535 \(got "eighty"\)\n$/],
    [
      { DATABASE_URL: 'postgres://db/kitchen' },
      /^Configuration error: DATABASE_URL must look like sqlite:<file> or mysql:\/\/.*\(got "postgres:\/\/db\/kitchen"\)\n$/,
    ],
  ])('stops with one line naming the variable for %p', (env, message) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr).toMatch(message);
  });
});
