import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(import.meta.dirname, '..', 'docs', 'performance.md');

const HEADER = `# Performance

Figures from the last runs of \`npm run bench\` (API) and \`npm run lighthouse\` (customer pages), each written by
the command itself. Targets: menu reads at least 0.85× a bare node:http server answering the same bytes; order
placement p99 at most 50 ms on SQLite and 100 ms on MySQL with 100 concurrent customers; no oversold unit and no
5xx; Lighthouse (mobile) Performance ≥ 95, Accessibility, Best Practices and SEO 100.
`;

/** Replaces the section between the markers of `name` in docs/performance.md, keeping the others. */
export function writeSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const block = `${start}\n${body}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const title = name === 'benchmark' ? '## API benchmark' : '## Lighthouse';
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${title}\n\n${block}\n`;
  writeFileSync(file, next);
}
