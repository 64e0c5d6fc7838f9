/** Unit specs sit beside the code (src/**\/*.spec.ts); API tests boot the real app (test/**\/*.api.spec.ts). */
const transform = { '^.+\\.[tj]s$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true } }] };
// ESM-only dependencies that Jest's CommonJS loader must have compiled.
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition|@apidevtools/json-schema-ref-parser)/)'];

module.exports = {
  maxWorkers: 2,
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
      transform,
      transformIgnorePatterns,
    },
  ],
};
