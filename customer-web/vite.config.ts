import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const apiTarget = 'http://localhost:3000';

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
function precompress(): Plugin {
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

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The bundle-budget test reads the manifest to know what `/` loads.
    manifest: true,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
