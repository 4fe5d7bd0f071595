import { describe, expect, it } from 'vitest';
import { freshDatabase, until } from '../../../test/helpers';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { clockStartingAt } from './clock';
import { createNotificationScheduler } from './notification-scheduler';
import type { NotificationJobs } from './notification-jobs';
import { cartClient, messagingStore, outboxOf, silentLog } from './notifications.fixtures';

/** Passes on a timer (and a worker's on the app's clock) take seconds on a loaded machine. */
const SLOW = { ms: 20_000, everyMs: 50 };

describe('the scheduler', () => {
  it('runs a pass at start and again every interval, and stop waits for the pass in progress', async () => {
    let passes = 0;
    let inPass = false;
    const jobs: NotificationJobs = {
      async runOnce() {
        inPass = true;
        passes += 1;
        await new Promise((resolve) => setTimeout(resolve, 30));
        inPass = false;
        return { sent: 0, failed: 0, skipped: 0, interrupted: 0 };
      },
    };
    const scheduler = createNotificationScheduler(jobs, silentLog, 20);
    scheduler.start();
    scheduler.start(); // a second start is ignored
    await until(() => passes >= 3, SLOW);
    await scheduler.stop();
    expect(inPass).toBe(false);
    const stopped = passes;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes).toBe(stopped);
  });

  it('a failing pass is logged and the next one still runs', async () => {
    let passes = 0;
    const errors: unknown[] = [];
    const log = { ...silentLog, error: (entry: unknown) => errors.push(entry) } as typeof silentLog;
    const jobs: NotificationJobs = {
      runOnce() {
        passes += 1;
        return Promise.reject(new Error('base caida'));
      },
    };
    const scheduler = createNotificationScheduler(jobs, log, 10);
    scheduler.start();
    await until(() => passes >= 2, SLOW);
    await scheduler.stop();
    expect(errors.length).toBeGreaterThanOrEqual(1);
  });

  it('clockStartingAt starts at the given instant and runs forward', () => {
    let real = 1_000;
    const clock = clockStartingAt(new Date('2030-03-04T13:59:30Z'), () => real);
    expect(clock.now().toISOString()).toBe('2030-03-04T13:59:30.000Z');
    real += 45_000;
    expect(clock.now().toISOString()).toBe('2030-03-04T14:00:15.000Z');
  });
});

describe('the app with NOTIFICATIONS_WORKER and CLOCK_START', () => {
  it('sends on its own once the clock is inside the window, and stops on close', async () => {
    const database = await freshDatabase();
    const { store } = await messagingStore(database);
    const { client } = await cartClient(database.db, store.id);
    const app = await buildApp({
      config: testConfig({
        NOTIFICATIONS_WORKER: true,
        NOTIFICATIONS_INTERVAL_SECONDS: 1,
        CLOCK_START: '2030-03-04T15:00:00Z',
      }),
      database,
      logger: false,
    });
    await app.ready();
    try {
      await until(async () => (await outboxOf(database.db, store.id)).length === 1, SLOW);
      expect((await outboxOf(database.db, store.id))[0]).toMatchObject({ client_id: client.id });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is off in tests unless asked', () => {
    expect(testConfig().NOTIFICATIONS_WORKER).toBe(false);
    expect(testConfig({ NOTIFICATIONS_WORKER: true }).NOTIFICATIONS_WORKER).toBe(true);
  });
});
