import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium against the built server and SPAs. Each file starts its own site (server, SQLite file,
 * SMTP catcher) on free ports, so two files run side by side: the pages wait on the network and timers as much as on
 * the processor, and two at a time takes the suite from about nine minutes to six on a 2-core machine.
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 90_000,
    // A page drawn from an API answer can take more than expect.poll's default second on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 100 } },
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default'],
    // A failed test prints what its pages and its server showed at that moment (e2e/support/failure-report.ts).
    setupFiles: ['e2e/support/failure-report.ts'],
  },
});
