import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withPlatformScope } from '../../db/scope';
import { deleteAbandonedCarts } from '../orders/orders.api';

/** Orders deleted per transaction: short locks, and a large backlog still clears in one pass. */
const BATCH = 200;
/** How often a pass runs; the age limit is in hours, so an hour late is harmless. */
const INTERVAL_MS = 60 * 60 * 1000;

export interface CleanupSummary {
  orders: number;
  clients: number;
  sessions: number;
}

/**
 * Deletes carts nobody can come back to: provisional orders whose payment was never requested,
 * untouched for `hours`, whose client left no email or phone and did nothing in that time (issue
 * 18: one address made 150 clients and carts in 10 s). With each order go its session and its
 * client when nothing else of theirs is left. SKIP LOCKED lets instances clean side by side; a
 * second pass finds nothing (idempotent). Runs in the platform's scope (every store).
 */
export async function cleanUpAbandonedCarts(db: Db, hours: number): Promise<CleanupSummary> {
  const summary: CleanupSummary = { orders: 0, clients: 0, sessions: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const cutoff = sql`now() - make_interval(hours => ${hours})`;
      const deleted = await deleteAbandonedCarts(tx, cutoff, BATCH);
      const clientIds = [
        ...new Set(deleted.map((row) => row.client_id).filter((id): id is number => id !== null)),
      ];
      let sessions = 0;
      let clientsGone = 0;
      if (clientIds.length > 0) {
        const ids = sql.join(
          clientIds.map((id) => sql`${id}`),
          sql`, `,
        );
        // Only clients with nothing else: no other order, no contact.
        const orphans = sql`select c.id from clients c
          where c.id in (${ids}) and coalesce(c.email, '') = '' and coalesce(c.phone, '') = ''
            and not exists (select 1 from orders o where o.client_id = c.id)`;
        sessions = (
          await tx.execute(sql`delete from customer_sessions where client_id in (${orphans}) returning 1`)
        ).rows.length;
        clientsGone = (await tx.execute(sql`delete from clients where id in (${orphans}) returning 1`)).rows
          .length;
      }
      return { orders: deleted.length, clients: clientsGone, sessions };
    });
    summary.orders += batch.orders;
    summary.clients += batch.clients;
    summary.sessions += batch.sessions;
    if (batch.orders < BATCH) return summary;
  }
}

export interface CartCleanupWorker {
  start(): void;
  stop(): Promise<void>;
}

/** Runs the cleanup at start and then every hour, like the other workers (stop waits for a pass). */
export function createCartCleanupWorker(db: Db, hours: number, log: FastifyBaseLogger): CartCleanupWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  const tick = () => {
    pass = withPlatformScope(() => cleanUpAbandonedCarts(db, hours))
      .then((summary) => {
        if (summary.orders) log.info({ summary }, 'carritos abandonados sin contacto borrados');
      })
      .catch((error: unknown) => log.error({ err: error }, 'fallo la limpieza de carritos abandonados'))
      .finally(() => {
        pass = undefined;
        if (running) {
          timer = setTimeout(tick, INTERVAL_MS);
          timer.unref();
        }
      });
  };
  return {
    start() {
      if (running || hours <= 0) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await pass;
    },
  };
}
