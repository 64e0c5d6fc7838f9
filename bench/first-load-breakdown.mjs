// `node bench/first-load-breakdown.mjs <dist>`: what the customer site's first load (the entry, the app's start it
// imports once the page is painted, and their static imports)
// is made of, from a build with source maps (`npx vite build --sourcemap --outDir <dist>` in customer-web). Bytes of
// minified code are attributed to their source through the map and grouped by package (or src/ folder); each group's
// gzipped share is its part of its chunk's gzipped size.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const dist = process.argv[2];
if (!dist) throw new Error('usage: node bench/first-load-breakdown.mjs <customer-web dist built with --sourcemap>');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function firstLoadFiles() {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entry);
  for (const started of manifest[entry].dynamicImports ?? []) visit(started);
  return [...seen].map((key) => manifest[key].file);
}

function groupOf(source) {
  if (process.env.BY_FILE) return source.replace(/^.*node_modules\//, '');
  const packagePath = source.split('node_modules/').pop();
  if (packagePath !== source) {
    const [scope, name] = packagePath.split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const local = source.match(/src\/([^/]+\/[^/]+)\//) ?? source.match(/src\/([^/]+)/);
  return local ? `src/${local[1]}` : source;
}

const groups = new Map();
let totalRaw = 0;
let totalGzip = 0;
for (const file of firstLoadFiles()) {
  const code = readFileSync(join(dist, file), 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')));
  const bytes = new Map();
  let previous;
  const close = (line, column) => {
    if (!previous) return;
    const end = previous.line === line ? column : lines[previous.line - 1].length;
    const group = previous.source ? groupOf(previous.source) : '(generated)';
    bytes.set(group, (bytes.get(group) ?? 0) + Math.max(0, end - previous.column));
  };
  consumer.eachMapping((mapping) => {
    close(mapping.generatedLine, mapping.generatedColumn);
    previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
  });
  close(Number.POSITIVE_INFINITY, 0);
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapped = [...bytes.values()].reduce((sum, value) => sum + value, 0);
  totalRaw += raw;
  totalGzip += gzip;
  for (const [group, size] of bytes) {
    const entry = groups.get(group) ?? { raw: 0, gzip: 0 };
    entry.raw += size;
    entry.gzip += (gzip * size) / mapped;
    groups.set(group, entry);
  }
}

const kb = (value) => `${(value / 1000).toFixed(1)} KB`;
process.stdout.write(
  `first load: ${kb(totalRaw)} minified, ${kb(totalGzip)} gzipped\n\n| part | minified | gzipped (share) |\n|---|---|---|\n`,
);
for (const [group, { raw, gzip }] of [...groups].sort((a, b) => b[1].raw - a[1].raw)) {
  if (raw >= 500) process.stdout.write(`| ${group} | ${kb(raw)} | ${kb(gzip)} |\n`);
}
