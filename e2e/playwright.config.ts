import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';

const E2E_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT_DIR = join(E2E_DIR, '..');
// Parallel runs (several engineers on one machine) each set their own E2E_PORT and E2E_ARTIFACTS.
const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS ?? join(E2E_DIR, '.artifacts');
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;

/*
 * Playwright loads this file in the runner and again in every worker. Only the runner picks the
 * run's folders and clears earlier runs; workers inherit the choice through the environment, so
 * they never delete the database of the server that is running.
 */
if (!process.env.E2E_RUN_ID) {
  process.env.E2E_RUN_ID = String(Date.now());
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const entry of readdirSync(ARTIFACTS_DIR)) {
    if (entry.startsWith('data-') || entry.startsWith('server-')) {
      rmSync(join(ARTIFACTS_DIR, entry), { recursive: true, force: true });
    }
  }
}
const RUN_ID = process.env.E2E_RUN_ID;
const DATA_DIR = join(ARTIFACTS_DIR, `data-${RUN_ID}`);
/** The server's stdout (JSON log lines); tests read recovery codes from the outbox lines. */
const SERVER_LOG = join(ARTIFACTS_DIR, `server-${RUN_ID}.log`);
process.env.E2E_SERVER_LOG = SERVER_LOG;

export default defineConfig({
  testDir: 'tests',
  outputDir: join(ARTIFACTS_DIR, 'test-results'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a journey that fails twice is a real failure, one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: join(ARTIFACTS_DIR, 'report'), open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
  ],
  webServer: {
    // stdout goes to a file the recovery journey reads; stderr (start-up failures) stays visible.
    command: `node packages/server/dist/main.js >> "${SERVER_LOG}"`,
    cwd: ROOT_DIR,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // PGlite must close cleanly; SIGKILL (the default) can damage its write-ahead log.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      ADMIN_EMAIL: ACCOUNTS.platformAdmin.email,
      ADMIN_PASSWORD: ACCOUNTS.platformAdmin.password,
      SEED_DEMO: 'true',
      // A small proof of work keeps the captcha journeys quick; the widget still solves it for real.
      ALTCHA_MAX_NUMBER: '2000',
      // Recovery codes reach the log so the journey can type them like a person reading the mail.
      MAIL_OUTBOX_LOG_BODY: 'true',
      // Every journey logs in from the same address; the production limit would trip mid-suite.
      LOGIN_MAX_PER_ADDRESS: '10000',
      LOG_LEVEL: 'info',
    },
  },
});
