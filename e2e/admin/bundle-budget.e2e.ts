import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Gzipped JavaScript the console may need before its first screen can run (issue 9). */
const FIRST_LOAD_BUDGET_BYTES = 500 * 1024;

const adminDist = join(dirname(fileURLToPath(import.meta.url)), '../../admin-web/dist');
const manifestFile = join(adminDist, '.vite/manifest.json');

interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

type ViteManifest = Record<string, ViteManifestEntry>;

function readManifest(): ViteManifest {
  expect(existsSync(manifestFile), `run "npm run build -w admin-web" first: ${manifestFile} is missing`).toBe(true);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
}

/** Manifest keys of the entry and of every chunk it pulls in through static imports. */
function firstLoadKeys(manifest: ViteManifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  expect(entries).toHaveLength(1);
  const pending = [...entries];
  const reached = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (reached.has(key)) continue;
    reached.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return reached;
}

function gzippedSize(file: string): number {
  return gzipSync(readFileSync(join(adminDist, file)), { level: 9 }).length;
}

describe('admin console bundle budget', () => {
  it('loads at most 500 KB of gzipped JavaScript before the first screen', () => {
    const manifest = readManifest();
    const scripts = [...firstLoadKeys(manifest)].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, file) => sum + gzippedSize(file), 0);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  it('loads the pages lazily, outside the first load', () => {
    const manifest = readManifest();
    const firstLoad = firstLoadKeys(manifest);
    const pages = Object.keys(manifest).filter((key) =>
      /src\/(dashboard\/Dashboard|food\/FoodPage|orders\/OrderList|customers\/CustomerList|reviews\/ReviewList|production\/ProductionPage)\.tsx$/.test(
        key,
      ),
    );
    expect(pages).toHaveLength(6);
    for (const page of pages) expect(firstLoad.has(page)).toBe(false);
  });
});
