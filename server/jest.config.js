/** Unit specs sit beside the code (src/**\/*.spec.ts); API tests boot the real app (test/**\/*.api.spec.ts). */
const transform = { '^.+\\.[tj]s$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }] };
// ESM-only dependencies that Jest's CommonJS loader must have compiled.
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|@apidevtools/json-schema-ref-parser)/)'];

module.exports = {
  maxWorkers: 2,
  // An API worker ends the run with a 0.6-1.8 GB heap (all the app modules each file loaded). It leaves its event loop
  // within 5 ms of Jest's end message (measured with a probe), but Node then takes about a second to free such a heap
  // before the process is gone, two on a busy machine: past Jest's 500 ms, which it reports as 'A worker process has
  // failed to exit gracefully' and kills the worker. A worker that is really held (a timer, a socket) still shows.
  workerGracefulExitTimeout: 5000,
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.api.spec.ts'],
      // One migrated database per run, copied for each test's own (test/support/migrated-template.ts).
      globalSetup: '<rootDir>/test/support/api-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/api-global-teardown.ts',
      transform,
      transformIgnorePatterns,
    },
  ],
};
