import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Server files each clone their own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          // The built server's suite runs after the build (vitest.built.config.ts, npm run test:built).
          exclude: [...configDefaults.exclude, 'packages/server/test/built/**'],
          environment: 'node',
          // One module graph per worker rather than per file: every server file imports the whole
          // app, and loading it anew for each file was two thirds of the suite's time. Files share
          // no state but their worker's module cache (each builds its own app and database), and
          // none mocks modules (vi.mock would leak to the next file of the worker).
          isolate: false,
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
