// One flat config for the whole repository; docs/decisions.md ("Lint and format") says why each choice was made.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// JavaScript files that no tsconfig includes are typed through the project service's default project (with the
// options of scripts/tsconfig.json); its globs may not contain '**', so they are listed folder by folder.
const inNoTsconfig = [
  '*.mjs',
  'bench/*.mjs',
  'customer-web/.dependency-cruiser.cjs',
  'server/.dependency-cruiser.cjs',
  'server/jest.config.js',
  'server/test/*.mjs',
  'server/test/support/*.mjs',
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    'e2e/artifacts/',
    'data/',
    'packages/api/src/openapi.gen.ts',
    'docs/openapi.json',
    // Written by server/test/client's own test from docs/openapi.json before it compiles that folder.
    'server/test/client/generated/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: inNoTsconfig,
          defaultProject: 'scripts/tsconfig.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A JSX event handler may be async: React drops what it returns, and each handler catches its own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // tsc already fails the build on these (noUnusedLocals, noUnusedParameters in tsconfig.json).
      '@typescript-eslint/no-unused-vars': 'off',
      // `async` without `await` is how this code writes a function that must return a promise (test doubles, the
      // react-admin providers): a throw still becomes a rejection, which Promise.resolve() wrappers would not keep.
      '@typescript-eslint/require-await': 'off',
    },
  },

  {
    files: ['customer-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    files: ['customer-web/src/**', 'admin-web/src/**', 'packages/api/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['customer-web/service-worker/sw.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: [
      '*.{js,mjs,cjs}',
      'server/**',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'customer-web/prerender/**',
      '{customer-web,admin-web}/*.{js,mjs,cjs,ts,mts}',
      'customer-web/{service-worker,route-preloads,head-script}/vite-plugin.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Its drawSteam() is handed to page.evaluate and runs in Chromium.
    files: ['scripts/render-hero-video.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // JavaScript has no annotations to narrow an `any` with (parameters, JSON.parse, untyped packages), so the
    // no-unsafe-* family would only report the language; the other type-aware rules stay on.
    files: ['**/*.{js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The server's tests read answers through supertest, whose `body` is `any`, and compare with Jest's asymmetric
    // matchers (expect.any(...), also `any`): every such value is parsed JSON or a matcher the test asserts with, and
    // the contract tests (server/test/contract) check each answer against the OpenAPI schema. Restating those types
    // in every test would add nothing the assertions do not already check.
    files: ['server/test/**/*.ts', 'server/src/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.cjs', 'server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS config files load with require() by design.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // Last, so that no rule above argues with Prettier about layout.
  prettier,
);
