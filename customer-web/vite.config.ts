import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';
import { devServer, productionBuilds } from '../scripts/vite-site';
import { routePreloads } from './route-preloads/vite-plugin';
import { serviceWorker } from './service-worker/vite-plugin';

/** Pages people open first (links, search, Lighthouse): the server preloads their code with index.html. */
const landingRoutes = [
  { path: '/', module: 'src/features/home/landing-page.tsx' },
  { path: '/menu', module: 'src/features/menu/menu-page.tsx' },
  { path: '/food/:id', module: 'src/features/dish/dish-page.tsx' },
];

export default defineConfig(({ command }) => {
  productionBuilds(command);
  return {
    plugins: [react(), serviceWorker(), routePreloads(landingRoutes), precompress()],
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
      // Worker threads rather than child processes: each test file still gets its own module graph and jsdom, and
      // the suite takes about a third less processor time (docs/decisions.md, "Test run time").
      pool: 'threads',
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./src/testing/setup-tests.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            css: false,
          },
        },
        // The build-time render runs in Node, as the build does, with no browser globals.
        { extends: true, test: { name: 'prerender', environment: 'node', include: ['prerender/**/*.test.{ts,tsx}'] } },
      ],
    },
  };
});
