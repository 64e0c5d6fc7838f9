// `npm start`: builds whatever is not built yet, then runs the site (API, customer SPA, admin console).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const builds = [
  { workspace: 'customer-web', output: 'customer-web/dist/index.html' },
  { workspace: 'admin-web', output: 'admin-web/dist/index.html' },
  { workspace: 'server', output: 'server/dist/main.js' },
];

for (const { workspace, output } of builds) {
  if (existsSync(join(root, output))) continue;
  process.stdout.write(`Building ${workspace} (first start)...\n`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
