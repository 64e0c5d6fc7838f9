import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: vitest 4 brings its own Vite major, and mixing the two
// configs' types breaks the type check. Unit tests need no build plugins.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Worker threads, and the files of one worker share their module graph and jsdom instead of loading React, MUI and
    // react-admin again for each: a fifth of the time (docs/decisions.md, "Test run time"). A test leaves nothing
    // behind: Testing Library unmounts after each test, and no test here replaces a module.
    pool: 'threads',
    isolate: false,
  },
});
