import { defineConfig } from 'vitest/config';

/**
 * `npm run test:built`: API tests against the built server (packages/server/dist), run after the
 * build of `npm test` (test:e2e builds), so a bundle can never answer differently from the source.
 */
export default defineConfig({
  test: {
    name: 'built',
    include: ['packages/server/test/built/**/*.test.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 200_000,
  },
});
