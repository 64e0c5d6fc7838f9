import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The build's second step: the prerender script with the app it draws, for Node (see write-prerendered-pages.ts). */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: 'prerender/write-prerendered-pages.ts',
    outDir: 'prerender/dist',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
  },
});
