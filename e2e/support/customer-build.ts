import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The customer site's build, which the server serves. */
export const customerDist = join(import.meta.dirname, '..', '..', 'customer-web', 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(customerDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

function entryKeyOf(manifest: Record<string, ManifestChunk>): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  return entryKey;
}

/** The entry script index.html loads, as a path from the site's root. */
export function entryScript(): string {
  const manifest = readManifest();
  return `/${manifest[entryKeyOf(manifest)].file}`;
}

/**
 * The scripts of the site's first load, as paths from its root: the entry, the stages of the app's start (which the
 * entry imports, one after another, once the page is painted: its only dynamic imports) and everything they import
 * statically. Lazily loaded routes are not part of it. Read from the build's manifest.
 */
export function firstLoadScripts(): string[] {
  const manifest = readManifest();
  const entryKey = entryKeyOf(manifest);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const stage of manifest[entryKey].dynamicImports ?? []) visit(stage);
  return [...seen].map((key) => `/${manifest[key].file}`).filter((file) => file.endsWith('.js'));
}
