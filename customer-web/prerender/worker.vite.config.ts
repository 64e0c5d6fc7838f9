import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The production build's JSX and class names, whatever NODE_ENV the shell has (see vite.config.ts beside this).
process.env.NODE_ENV = 'production';

/**
 * The build's third step: the page renderer the server runs in a worker thread (page-render-worker.ts), as one file
 * holding everything it imports, since the server's install (and its Docker image) has none of this site's packages.
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  // Bundled in, React, MUI and emotion would read NODE_ENV as the file loads, before any line of the worker could set
  // it: they ran as development builds, and emotion's development labels gave every class another name than the
  // browser's, so the browser wrote all of a drawn page's styles again. Fixed here, their development code is gone.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'prerender/page-render-worker.ts',
    outDir: 'server-render/dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rollupOptions: { output: { inlineDynamicImports: true, entryFileNames: 'page-render-worker.mjs' } },
  },
});
