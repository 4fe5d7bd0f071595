import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import moduleWalls from './eslint/module-walls.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/.artifacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // core is pure TypeScript shared by server and browser: no Node, DOM, database or React.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'crypto', 'os'], message: 'core no usa APIs de Node' },
            {
              group: ['react', 'react-*', '@mui/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'],
              message: 'core es TypeScript puro',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module never imports another module's repository (ARCHITECTURE.md): it calls that
    // module's service or its door (<module>.api.ts, ADR 0023).
    files: ['packages/server/src/**/*.ts'],
    plugins: { mostrador: moduleWalls },
    rules: {
      'mostrador/no-foreign-repository': 'error',
      // One module writes each table (ADR 0023): the order tables are the orders module's.
      'mostrador/table-owner': [
        'error',
        {
          owners: {
            orders: {
              schema: ['orders', 'orderItems', 'otherConcepts', 'shipments'],
              sql: ['orders', 'order_items', 'other_concepts', 'shipments'],
            },
          },
        },
      ],
    },
  },
  {
    // The server suite shares one module graph per worker (vitest.config.ts, isolate: false): a
    // module mock would leak into the next test file of the worker.
    files: ['packages/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'Las pruebas del servidor comparten modulos por worker: inyecte la dependencia en vez de vi.mock.',
        },
      ],
    },
  },
  {
    // The widget loader runs on other people's pages as a plain browser script.
    files: ['packages/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mostrador/server', '**/packages/server/**'],
              message: 'la web solo habla con el servidor por HTTP',
            },
          ],
        },
      ],
    },
  },
);
