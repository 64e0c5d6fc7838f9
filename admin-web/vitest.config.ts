import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: vitest 4 brings its own Vite major, and mixing the two
// configs' types breaks the type check. Unit tests need no build plugins.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Worker threads rather than child processes: each test file still gets its own module graph and jsdom, and the
    // suite takes about a third less processor time (docs/decisions.md, "Test run time").
    pool: 'threads',
  },
});
