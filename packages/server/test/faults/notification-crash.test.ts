import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationPlans, promos } from '../../src/db/schema';
import { createClient } from '../../src/modules/orders/test-factories';
import { createStore } from '../helpers';
import { crashFixture } from './crash-fixture';
import { waitFor, waitForOutput, withDataDir } from './server-process';

const CLIENTS = 600;
const OUTBOX_LINE = 'mensaje guardado en la bandeja de salida';
// Monday 12:00 in Buenos Aires: inside the 11 to 17 h window; the clock runs on from there.
const ENV = {
  NOTIFICATIONS_WORKER: 'true',
  NOTIFICATIONS_INTERVAL_SECONDS: '1',
  CLOCK_START: '2030-03-04T15:00:00Z',
};

const run = crashFixture({ env: ENV });

const count = (text: string, line: string) => text.split(line).length - 1;

describe.skipIf(Boolean(process.env.DATABASE_URL))('kill -9 during a notification batch', () => {
  it('after a restart every due message is in the outbox exactly once', async () => {
    const { dataDir, fixture } = await run.prepare(async (database) => {
      const store = await createStore(database, {
        notifications_enabled: true,
        notifications_cart_enabled: false,
      });
      await database.db.insert(notificationPlans).values({
        store_id: store.store.id,
        notif_cart: false,
        notif_promo: true,
        notif_left: CLIENTS + 100,
        notif_batch: CLIENTS,
      });
      // A promo every weekday ('0' Monday to '6' Sunday), so the run's day never matters.
      await database.db.insert(promos).values(
        [0, 1, 2, 3, 4, 5, 6].map((day) => ({
          store_id: store.store.id,
          day_of_week: String(day),
          promo_msg: 'Promo de prueba',
        })),
      );
      for (let i = 0; i < CLIENTS; i += 1) {
        await createClient(database.db, store.store.id, {
          notification: true,
          phone: `+54 9 11 ${String(40_000_000 + i)}`,
        });
      }
      return store;
    });

    // The scheduler's first pass starts before the server listens: watch its log from the spawn.
    const first = await run.start(dataDir, { awaitReady: false });
    await waitForOutput(
      first,
      'un tercio del lote enviado',
      (log) => count(log, OUTBOX_LINE) >= CLIENTS / 3,
      180_000,
      5,
    );
    await first.crash();
    const beforeCrash = count(first.output(), OUTBOX_LINE);
    expect(beforeCrash).toBeLessThan(CLIENTS);

    const second = await run.start(dataDir);
    const token = await run.login(second, fixture);
    await waitFor(
      'un envio registrado por cliente',
      async () => {
        second.assertRunning();
        const res = await fetch(`${second.url}/api/store/notifications?page=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const page = (await res.json()) as { total: number; items: Array<{ status: string }> };
        return page.total === CLIENTS && page.items.every((item) => item.status === 'sent')
          ? true
          : undefined;
      },
      180_000,
      250,
    );
    // SIGTERM lets the pass in progress finish before the database closes.
    expect(await second.stop()).toBe(0);
    // At most the one message in flight at the kill was left claimed (0 if it fell between two).
    const interrupted = [...second.output().matchAll(/"interrupted":(\d+)/g)].map((m) => Number(m[1]));
    expect(interrupted.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(1);
    console.info(
      `notificaciones: ${beforeCrash} de ${CLIENTS} antes del kill -9, reclamos interrumpidos reenviados: ${interrupted.join('+') || 0}, arranque tras el kill ${Math.round(second.readyMs)} ms`,
    );

    const figures = await withDataDir(dataDir, async (database) => {
      const storeId = fixture.store.id;
      const result = await database.db.execute<Record<string, number>>(sql`
        select
          (select count(*)::int from notification_sends where store_id = ${storeId}) as sends,
          (select count(*)::int from notification_sends where store_id = ${storeId} and status = 'sent') as sent,
          (select count(distinct client_id)::int from notification_sends where store_id = ${storeId}) as clients,
          (select count(*)::int from message_outbox where store_id = ${storeId}) as outbox,
          (select count(distinct send_id)::int from message_outbox where store_id = ${storeId}) as outbox_sends,
          (select count(distinct client_id)::int from message_outbox where store_id = ${storeId}) as outbox_clients,
          (select count(*)::int from client_logs where store_id = ${storeId}
            and activity_name = 'Mensaje de promo enviado') as activity,
          (select notif_left from notification_plans where store_id = ${storeId}) as credits_left`);
      return result.rows[0]!;
    });
    // Nothing lost: every opted-in client has one sent record and one outbox message.
    // Nothing twice: one outbox message per send and per client, one activity entry, one credit.
    expect(figures).toEqual({
      sends: CLIENTS,
      sent: CLIENTS,
      clients: CLIENTS,
      outbox: CLIENTS,
      outbox_sends: CLIENTS,
      outbox_clients: CLIENTS,
      activity: CLIENTS,
      credits_left: 100,
    });
  }, 480_000);
});
