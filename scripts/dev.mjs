// `npm run dev`: the API in watch mode plus both Vite dev servers (which proxy /api to it). The API runs
// from the repository root, so it uses the same ./data folder as `npm start`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const processes = [
  { name: 'server (tsc --watch)', args: ['run', 'dev', '-w', 'server'] },
  { name: 'server (node --watch)', args: ['exec', '--', 'node', '--watch-path=server/dist', 'server/dist/main.js'] },
  { name: 'customer-web', args: ['run', 'dev', '-w', 'customer-web'] },
  { name: 'admin-web', args: ['run', 'dev', '-w', 'admin-web'] },
].map(({ name, args }) => {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.stderr.write(`${name} exited with ${String(code)}\n`));
  return child;
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of processes) child.kill(signal);
    process.exit(0);
  });
}
