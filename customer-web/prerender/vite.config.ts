import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Drawn as the browser's production build draws (production JSX, no development labels in class names), even when the
// shell that runs the build has NODE_ENV=development: Vite would otherwise compile development JSX, which the
// production React the script runs cannot execute.
process.env.NODE_ENV = 'production';

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
