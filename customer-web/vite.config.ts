import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';
import { devServer, productionBuilds } from '../scripts/vite-site';
import { headScript } from './head-script/vite-plugin';
import { landingPaths } from './src/config/paths';
import { routePreloads } from './route-preloads/vite-plugin';
import { serviceWorker } from './service-worker/vite-plugin';
import { startStages } from './start-stages/vite-plugin';

/** Pages people open first (links, search, Lighthouse): the server preloads their code with index.html. */
const landingRoutes = [
  { path: landingPaths.home, module: 'src/features/home/landing-page.tsx' },
  { path: landingPaths.menu, module: 'src/features/menu/menu-page.tsx' },
  { path: landingPaths.dish, module: 'src/features/dish/dish-page.tsx' },
];

/** Test files that replace a module with vi.mock: each keeps a module graph of its own. */
const sources = new URL('./src/', import.meta.url);
const MODULE_MOCKING_TESTS = readdirSync(sources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(new URL(file, sources), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file}`);

export default defineConfig(({ command }) => {
  productionBuilds(command);
  return {
    plugins: [
      react(),
      headScript(),
      serviceWorker(),
      startStages(['src/app/start-libraries.ts', 'src/app/app-providers.tsx', 'src/app/start.tsx']),
      routePreloads('src/app/start.tsx', landingRoutes),
      precompress(),
    ],
    server: devServer(5173),
    build: {
      outDir: 'dist',
      // The bundle-budget test reads the manifest to know what `/` loads.
      manifest: true,
      target: 'es2022',
    },
    test: {
      globals: true,
      // Page tests render whole MUI screens in jsdom; on a busy 2-core machine one took over Vitest's default 5 s.
      testTimeout: 15_000,
      // Worker threads, and the files of one worker share their module graph and jsdom instead of loading React and
      // MUI again for each: a quarter of the time (docs/decisions.md, "Test run time"). The setup files put back what
      // a test may change (stores, storage, language). Files that replace a module with vi.mock keep their own graph,
      // or the real module another file loaded first would stay in place.
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./src/testing/reset-stores.ts', './src/testing/setup-tests.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: MODULE_MOCKING_TESTS,
            isolate: false,
            css: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'app, own module graph',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup-tests.ts'],
            include: MODULE_MOCKING_TESTS,
            css: false,
          },
        },
        // The build-time render runs in Node, as the build does, with no browser globals.
        { extends: true, test: { name: 'prerender', environment: 'node', include: ['prerender/**/*.test.{ts,tsx}'] } },
      ],
    },
  };
});
