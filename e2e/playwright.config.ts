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

/*
 * The two projects run at the same time, each against a server of its own: journeys share the
 * demo store of their server and some change it (disable it, flip its flags), so two journeys on
 * one server at once would see each other's changes. desktop uses E2E_PORT and phone the next
 * port; the journeys' extra servers keep to E2E_PORT + 2 and + 3.
 */
function serverFor(project: string, port: number) {
  return {
    port,
    baseURL: `http://localhost:${port}`,
    dataDir: join(ARTIFACTS_DIR, `data-${RUN_ID}-${project}`),
    /** The server's stdout (JSON log lines); journeys read recovery codes from its outbox lines. */
    log: join(ARTIFACTS_DIR, `server-${RUN_ID}-${project}.log`),
  };
}
const SERVERS = { desktop: serverFor('desktop', PORT), phone: serverFor('phone', PORT + 1) };

function webServer(name: string, server: ReturnType<typeof serverFor>) {
  return {
    name,
    // stdout goes to a file the recovery journey reads; stderr (start-up failures) stays visible.
    command: `node packages/server/dist/main.js >> "${server.log}"`,
    cwd: ROOT_DIR,
    url: `http://127.0.0.1:${server.port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // PGlite must close cleanly; SIGKILL (the default) can damage its write-ahead log.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      ADMIN_EMAIL: ACCOUNTS.platformAdmin.email,
      ADMIN_PASSWORD: ACCOUNTS.platformAdmin.password,
      SEED_DEMO: 'true',
      // A small proof of work keeps the captcha journeys quick; the widget still solves it for real.
      ALTCHA_MAX_NUMBER: '2000',
      // Recovery codes reach the log so the journey can type them like a person reading the mail.
      MAIL_OUTBOX_LOG_BODY: 'true',
      // Every journey logs in from the same address; the production limit would trip mid-suite.
      LOGIN_MAX_PER_ADDRESS: '10000',
      // Likewise every customer journey starts its sessions from 127.0.0.1 (the limits have their own tests).
      ANONYMOUS_MAX_PER_ADDRESS: '100000',
      ANONYMOUS_MAX_NEW_SESSIONS_PER_ADDRESS: '10000',
      // The WooCommerce journey's fake shop listens on 127.0.0.1, E2E_PORT + 3: a self-hosted shop.
      OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true',
      OUTBOUND_ALLOWED_PORTS: `80,443,8080,8443,${PORT + 3}`,
      LOG_LEVEL: 'info',
    },
  };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: join(ARTIFACTS_DIR, 'test-results'),
  fullyParallel: false,
  // One worker per project (each project has its own server, see SERVERS).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: a journey that fails twice is a real failure, one that passes on retry is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: join(ARTIFACTS_DIR, 'report'), open: 'never' }]],
  use: {
    locale: 'es-AR',
    // Recorded on the retry of a journey that failed (CI retries once), not on every journey:
    // recording each action's snapshot was about a fifth of the suite's CPU on this 2-core
    // machine, where the journeys are CPU-bound. Locally, add --trace on to record one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      // One journey at a time per server (see SERVERS); the other worker runs the phone project.
      workers: 1,
      metadata: { serverLog: SERVERS.desktop.log },
      use: { baseURL: SERVERS.desktop.baseURL, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      workers: 1,
      metadata: { serverLog: SERVERS.phone.log },
      use: {
        baseURL: SERVERS.phone.baseURL,
        viewport: { width: 360, height: 740 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
  webServer: [webServer('desktop', SERVERS.desktop), webServer('phone', SERVERS.phone)],
});
