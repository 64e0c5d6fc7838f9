import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium against the built server and SPAs; one site per file, files one at a time. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A page drawn from an API answer can take more than expect.poll's default second on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    fileParallelism: false,
    reporters: ['default'],
  },
});
