import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../scripts/vite-precompress';
import { devServer, productionBuilds } from '../scripts/vite-site';

export default defineConfig(({ command }) => {
  productionBuilds(command);
  return {
    // The server mounts the built console at /admin/ with a history fallback.
    base: '/admin/',
    plugins: [react(), precompress()],
    server: devServer(5174),
    build: {
      outDir: 'dist',
      // The bundle-budget browser test reads the manifest to find what the first load pulls in.
      manifest: true,
      // The real limit is the gzipped budget asserted in e2e/admin/bundle-budget.e2e.ts.
      chunkSizeWarningLimit: 700,
      target: 'es2022',
      rollupOptions: {
        output: {
          // ra-core re-exports modules that import each other; split across chunks they would
          // load in the wrong order, so it always travels as one chunk.
          manualChunks(id) {
            return id.includes('/node_modules/ra-core/') ? 'ra-core' : undefined;
          },
        },
      },
    },
  };
});
