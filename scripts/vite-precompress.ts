import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The part of Vite's Plugin type this plugin uses (this shared file sits outside both web workspaces). */
interface BuildPlugin {
  name: string;
  apply: 'build';
  configResolved(config: { build: { outDir: string } }): void;
  closeBundle(): void;
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes .br and .gz twins of every text asset, so a static server that honours pre-compressed
 * files (@fastify/static `preCompressed`) sends a fraction of the bytes without compressing per request.
 */
export function precompress(): BuildPlugin {
  let outDir = 'dist';
  return {
    name: 'home-kitchen:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
