// Refreshes the README's customer screenshots (docs/screenshots/customer-*-{phone,laptop}.png): runs the phone
// browser test against the built site with the demo seed, which saves them when UPDATE_SCREENSHOTS is set.
//
//   npm run build && node scripts/screenshots.mjs
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '--config', 'e2e/vitest.config.mts', 'e2e/phone/customer-pages.e2e.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_SCREENSHOTS: '1' },
});
process.exit(run.status ?? 1);
