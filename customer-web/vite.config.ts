import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';
import { serviceWorker } from './service-worker/vite-plugin';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  server: {
    port: 5173,
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
